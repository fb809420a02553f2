// "Légumes de saison en décembre ?": what French markets sell in season, month by month (the
// usual calendars of the ministry of agriculture and Interfel, the main ones only).

import type { Season } from '../local-recipe';

export interface MonthInSeason {
  /** The month as French writes it, lowercase. */
  month: string;
  /** The season of the collection's recipes it belongs to (`LocalRecipe.season`), as the weather goes. */
  season: Season;
  vegetables: string[];
  fruits: string[];
}

export const SEASONS: readonly MonthInSeason[] = [
  { month: 'janvier', season: 'hiver', vegetables: ['poireaux', 'choux', 'carottes', 'céleri', 'endives', 'potiron', 'navets', 'panais', 'topinambours', 'mâche'], fruits: ['pommes', 'poires', 'oranges', 'clémentines', 'kiwis', 'pamplemousses'] },
  { month: 'février', season: 'hiver', vegetables: ['poireaux', 'choux', 'carottes', 'céleri', 'endives', 'navets', 'panais', 'topinambours', 'épinards'], fruits: ['pommes', 'poires', 'oranges', 'clémentines', 'kiwis', 'pamplemousses'] },
  { month: 'mars', season: 'printemps', vegetables: ['poireaux', 'épinards', 'endives', 'carottes', 'choux', 'radis', 'blettes'], fruits: ['pommes', 'poires', 'kiwis', 'oranges', 'citrons'] },
  { month: 'avril', season: 'printemps', vegetables: ['asperges', 'radis', 'épinards', 'petits pois', 'blettes', 'artichauts', 'laitue'], fruits: ['pommes', 'kiwis', 'rhubarbe', 'premières fraises'] },
  { month: 'mai', season: 'printemps', vegetables: ['asperges', 'petits pois', 'radis', 'artichauts', 'fèves', 'laitue', 'concombres'], fruits: ['fraises', 'rhubarbe', 'cerises'] },
  { month: 'juin', season: 'été', vegetables: ['courgettes', 'tomates', 'haricots verts', 'petits pois', 'concombres', 'fèves', 'aubergines'], fruits: ['fraises', 'cerises', 'abricots', 'framboises', 'melons'] },
  { month: 'juillet', season: 'été', vegetables: ['tomates', 'courgettes', 'aubergines', 'poivrons', 'haricots verts', 'concombres', 'maïs'], fruits: ['fraises', 'abricots', 'pêches', 'nectarines', 'melons', 'framboises', 'cassis', 'prunes'] },
  { month: 'août', season: 'été', vegetables: ['tomates', 'courgettes', 'aubergines', 'poivrons', 'haricots verts', 'maïs', 'fenouil'], fruits: ['pêches', 'prunes', 'mirabelles', 'melons', 'pastèques', 'mûres', 'figues'] },
  { month: 'septembre', season: 'automne', vegetables: ['tomates', 'courgettes', 'poivrons', 'aubergines', 'potirons', 'brocolis', 'champignons'], fruits: ['raisins', 'figues', 'prunes', 'pommes', 'poires', 'mûres'] },
  { month: 'octobre', season: 'automne', vegetables: ['potirons', 'courges', 'champignons', 'brocolis', 'choux', 'poireaux', 'céleri', 'épinards'], fruits: ['pommes', 'poires', 'raisins', 'coings', 'châtaignes'] },
  { month: 'novembre', season: 'automne', vegetables: ['potirons', 'courges', 'poireaux', 'choux', 'carottes', 'céleri', 'endives', 'panais', 'mâche'], fruits: ['pommes', 'poires', 'kiwis', 'clémentines', 'châtaignes', 'coings'] },
  { month: 'décembre', season: 'hiver', vegetables: ['poireaux', 'choux', 'carottes', 'céleri', 'endives', 'potirons', 'panais', 'topinambours', 'mâche'], fruits: ['pommes', 'poires', 'clémentines', 'oranges', 'kiwis', 'châtaignes'] },
];
