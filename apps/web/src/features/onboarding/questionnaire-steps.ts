/** The four steps of the questionnaire, in order (product spec, section 2). */
export const QUESTIONNAIRE_STEPS = [
  {
    title: 'Composition du foyer',
    description: 'Pour combien de personnes cuisinez-vous au quotidien ? Les portions des recettes en dépendent.',
  },
  {
    title: 'Restrictions alimentaires',
    description: 'Cochez ce qui s’applique à votre foyer : chaque recette en tiendra compte.',
  },
  {
    title: 'Préférences alimentaires',
    description: 'Ce que vous aimez retrouver dans votre assiette, et ce que vous préférez éviter.',
  },
  {
    title: 'Fréquence des courses',
    description: 'À quel rythme faites-vous vos courses ? Votre liste sera préparée en conséquence.',
  },
] as const;

export const STEP_COUNT = QUESTIONNAIRE_STEPS.length;
