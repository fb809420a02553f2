import { Fragment } from 'react';
import { withFrenchSpaces } from '#contracts';
import { parseChatText, type InlineLine } from '../chat-text';

// The chef's text comes with ordinary spaces before « : ; ! ? » (the offline chef's and a model's
// alike): shown the French way, so a phone never starts a line with the mark.
function Inline({ line }: { line: InlineLine }) {
  return (
    <>
      {line.map((part, i) => (part.bold ? <strong key={i}>{withFrenchSpaces(part.text)}</strong> : <Fragment key={i}>{withFrenchSpaces(part.text)}</Fragment>))}
    </>
  );
}

/** A message's text as paragraphs and lists; React escapes every piece, so nothing is injected. */
export function ChatText({ text }: { text: string }) {
  return (
    <>
      {parseChatText(text).map((block, i) => {
        if (block.kind === 'bullets') {
          return (
            <ul key={i}>
              {block.items.map((item, j) => (
                <li key={j}>
                  <Inline line={item} />
                </li>
              ))}
            </ul>
          );
        }
        if (block.kind === 'steps') {
          return (
            <ol key={i} start={block.start}>
              {block.items.map((item, j) => (
                <li key={j}>
                  <Inline line={item} />
                </li>
              ))}
            </ol>
          );
        }
        return (
          <p key={i}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                <Inline line={line} />
              </Fragment>
            ))}
          </p>
        );
      })}
    </>
  );
}
