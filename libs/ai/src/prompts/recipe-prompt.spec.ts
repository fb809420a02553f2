import { RECIPE_SYSTEM_PROMPT } from './recipe-prompt';

// The model copies the shape it is shown: the example's steps are written as the house writes
// every step, in the imperative (« Préchauffez le four »), never in the infinitive of a cookbook's
// summary (« Préchauffer le four »).
describe('the recipe prompt', () => {
  it('shows its example steps in the imperative', () => {
    const example = RECIPE_SYSTEM_PROMPT.split('\n').find((line) => line.startsWith('{'));
    const steps = (JSON.parse(example!) as { instructions: string[] }).instructions.filter((step) => step !== '…');
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps) expect(step.split(' ')[0]).toMatch(/ez$/u);
  });

  it('asks for the steps in the imperative', () => {
    expect(RECIPE_SYSTEM_PROMPT).toMatch(/"instructions".*impératif/u);
  });
});
