// The made-up names both synthetic archives draw from: the import's sheet (./history-sheet.ts,
// for bench/import.ts, bench/archive-build.ts and the import's end-to-end test) and the scale
// benchmark's people and works (./scale-history.ts). One pool, so the two archives' people,
// ensembles and towns read alike and a name added here reaches both. Each module makes its own
// names from it, deterministically.

/** First names: thirty, so a name repeats only after thirty people. */
export const FIRST_NAMES = [
  'Ada',
  'Bram',
  'Celia',
  'Dov',
  'Elin',
  'Farid',
  'Greta',
  'Hollis',
  'Ines',
  'Jonah',
  'Kaia',
  'Lorne',
  'Maren',
  'Niall',
  'Odile',
  'Pavel',
  'Quinn',
  'Rosalind',
  'Soren',
  'Tamsin',
  'Ulla',
  'Viggo',
  'Wren',
  'Yara',
  'Zeb',
  'Amos',
  'Bettina',
  'Caspar',
  'Delphine',
  'Emrys',
];

/** Last names: thirty. */
export const LAST_NAMES = [
  'Abernathy',
  'Brennock',
  'Castellane',
  'Dunmore',
  'Ellory',
  'Fairweather',
  'Galloway',
  'Holloway',
  'Ivers',
  'Jessup',
  'Kestrel',
  'Larkin',
  'Merriweather',
  'Northcott',
  'Okonkwo',
  'Pellerin',
  'Quarles',
  'Ravenscroft',
  'Sutter',
  'Thistlewood',
  'Underhill',
  'Vance',
  'Whitlock',
  'Yardley',
  'Zeller',
  'Ashdown',
  'Blackwood',
  'Coldwell',
  'Driscoll',
  'Evenson',
];

/** Towns and regions an ensemble is named after. */
export const PLACES = [
  'Ridgeline',
  'Cedar Hollow',
  'Larkspur',
  'Marrow Street',
  'Ohio Valley',
  'Tri-State',
  'Millbrook',
  'Harrow',
];

/** Kinds of ensemble: "{place} {group}". */
export const GROUPS = [
  'String Quartet',
  'Chamber Players',
  'Brass Quintet',
  'Chorale',
  'Piano Trio',
  'Baroque Ensemble',
  'Dance Company',
];
