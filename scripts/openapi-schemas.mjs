#!/usr/bin/env node
// The answers' schemas in the OpenAPI document, read from the code: for every route of every
// controller, the type its method declares it returns (the contracts' interfaces, as the web app
// imports them) becomes a JSON schema, with ts-json-schema-generator. Run by `npm run build:server`;
// the result is committed (apps/api/src/common/openapi-schemas.json) so the API and its tests need
// no TypeScript at run time, and test/api/openapi.spec.ts fails while it is out of date.
//
//   npm run openapi:schemas                     write the file
//   node scripts/openapi-schemas.mjs --check   exit 1 when the file differs from the code
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Context, SchemaGenerator, createFormatter, createParser, createProgram } = require('ts-json-schema-generator');
const ts = require('typescript');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SCHEMAS_FILE = join(root, 'apps/api/src/common/openapi-schemas.json');
const HTTP_METHODS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete']);

const decoratorNames = (node) =>
  (ts.canHaveDecorators(node) ? (ts.getDecorators(node) ?? []) : [])
    .map((d) => (ts.isCallExpression(d.expression) ? d.expression.expression : d.expression))
    .map((e) => (ts.isIdentifier(e) ? e.text : ''));

/** OpenAPI names components with [A-Za-z0-9._-] only: `Omit<X,"y">` becomes `Omit_X_y`. */
const componentName = (name) => name.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^_+|_+$/g, '');

/** The route methods of the API's controllers and the type node of what each one answers. */
function routes(program) {
  const found = [];
  for (const file of program.getSourceFiles()) {
    if (!/apps\/api\/src\/.*\.controller\.ts$/.test(file.fileName)) continue;
    for (const node of file.statements) {
      if (!ts.isClassDeclaration(node) || !node.name) continue;
      const classDecorators = decoratorNames(node);
      if (!classDecorators.includes('Controller') || classDecorators.includes('ApiExcludeController')) continue;
      for (const member of node.members) {
        if (!ts.isMethodDeclaration(member) || !member.name || !ts.isIdentifier(member.name)) continue;
        const decorators = decoratorNames(member);
        if (!decorators.some((d) => HTTP_METHODS.has(d)) || decorators.includes('ApiExcludeEndpoint')) continue;
        const operationId = `${node.name.text}_${member.name.text}`;
        if (!member.type) throw new Error(`${relative(root, file.fileName)}: ${operationId} must declare what it returns`);
        let type = member.type;
        if (ts.isTypeReferenceNode(type) && type.typeName.getText() === 'Promise') type = type.typeArguments[0];
        found.push({ operationId, type });
      }
    }
  }
  return found.sort((a, b) => a.operationId.localeCompare(b.operationId));
}

/** The error answer's shape, from the contracts, as every route's 4xx and 5xx carry it. */
function errorBodyNode(program) {
  const file = program.getSourceFiles().find((f) => f.fileName.endsWith('libs/contracts/src/messages.ts'));
  const node = file?.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === 'ApiErrorBody');
  if (!node) throw new Error('ApiErrorBody not found in libs/contracts/src/messages.ts');
  return node;
}

/**
 * JSON Schema draft 7 (the generator's) to OpenAPI 3.0 (Nest's document): `type: [T, 'null']` and
 * `anyOf: [..., {type: 'null'}]` become `nullable`, `const` an enum of one.
 */
function toOpenApi30(schema) {
  if (Array.isArray(schema)) return schema.map(toOpenApi30);
  if (!schema || typeof schema !== 'object') return schema;
  const out = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, k === 'properties' || k === 'definitions' ? Object.fromEntries(Object.entries(v).map(([p, s]) => [p, toOpenApi30(s)])) : toOpenApi30(v)]));
  delete out.$schema;
  if ('const' in out) {
    out.enum = [out.const];
    delete out.const;
  }
  if (Array.isArray(out.type)) {
    const types = out.type.filter((t) => t !== 'null');
    if (types.length < out.type.length) out.nullable = true;
    if (types.length === 1) out.type = types[0];
    else {
      delete out.type;
      out.anyOf = types.map((type) => ({ type }));
    }
  }
  for (const key of ['anyOf', 'oneOf']) {
    if (!Array.isArray(out[key])) continue;
    const rest = out[key].filter((s) => !(s.type === 'null' && Object.keys(s).length === 1));
    if (rest.length === out[key].length) continue;
    out.nullable = true;
    if (rest.length === 1) {
      delete out[key];
      if (rest[0].$ref) out.allOf = rest;
      else Object.assign(out, rest[0]);
    } else out[key] = rest;
  }
  if (Array.isArray(out.enum) && out.enum.includes(null)) {
    out.enum = out.enum.filter((v) => v !== null);
    out.nullable = true;
  }
  return out;
}

export function generate() {
  const config = { path: join(root, 'apps/api/src/**/*.controller.ts'), tsconfig: join(root, 'tsconfig.json'), skipTypeCheck: true, expose: 'export', topRef: false, jsDoc: 'extended', additionalProperties: true };
  const program = createProgram(config);
  const parser = createParser(program, config);
  const formatter = createFormatter(config);
  const generator = new SchemaGenerator(program, parser, formatter, config);
  const operations = {};
  const definitions = {};
  for (const route of routes(program)) {
    if (route.type.kind === ts.SyntaxKind.VoidKeyword) {
      operations[route.operationId] = null;
      continue;
    }
    const type = parser.createType(route.type, new Context());
    generator.appendRootChildDefinitions(type, definitions);
    // A named contract (`Promise<ShoppingItem>`) is pointed at, so a generated client names it too.
    const name = ts.isTypeReferenceNode(route.type) && !route.type.typeArguments ? route.type.typeName.getText() : undefined;
    const definition = formatter.getDefinition(type);
    if (name && !definition.$ref) {
      definitions[name] ??= definition;
      operations[route.operationId] = { $ref: `#/definitions/${name}` };
    } else operations[route.operationId] = definition;
  }
  const errorBody = parser.createType(errorBodyNode(program), new Context());
  generator.appendRootChildDefinitions(errorBody, definitions);
  definitions.ApiErrorBody ??= formatter.getDefinition(errorBody);
  // `#/definitions/X` (JSON Schema) becomes `#/components/schemas/X` (OpenAPI).
  const names = new Map(Object.keys(definitions).map((name) => [name, componentName(name)]));
  const schemas = Object.fromEntries(Object.entries(definitions).map(([k, v]) => [names.get(k), v]));
  const text = JSON.stringify(toOpenApi30({ operations, schemas }), null, 2).replace(
    /"#\/definitions\/([^"]+)"/g,
    (_, ref) => JSON.stringify(`#/components/schemas/${names.get(decodeURIComponent(ref)) ?? componentName(decodeURIComponent(ref))}`),
  );
  return `${text}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = generate();
  if (process.argv.includes('--check')) {
    const current = (() => {
      try {
        return readFileSync(SCHEMAS_FILE, 'utf8');
      } catch {
        return '';
      }
    })();
    if (current !== text) {
      console.error(`${relative(root, SCHEMAS_FILE)} is out of date: run npm run openapi:schemas`);
      process.exit(1);
    }
  } else {
    writeFileSync(SCHEMAS_FILE, text);
    console.log(`Wrote ${relative(root, SCHEMAS_FILE)}`);
  }
}
