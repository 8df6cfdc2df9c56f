import { normalizeRequestText } from './text-features.ts';

export const SAFETY_HAZARDS = [
  'fire',
  'smoke',
  'sparks',
  'burning-smell',
  'gas',
  'carbon-monoxide',
  'flooding',
  'no-heat',
  'no-water',
  'cannot-lock',
] as const;
export type TSafetyHazard = (typeof SAFETY_HAZARDS)[number];

/**
 * Words that name a hazard, matched on the normalized text (lower case, accents folded, Hebrew final letters
 * regular: see `normalizeRequestText`), in the five languages. Word boundaries (`\b`, Latin letters only) keep 'fire' out of 'firefly'; the text has no apostrophes ('cant').
 */
const HAZARD_PATTERNS: Record<TSafetyHazard, RegExp[]> = {
  fire: [
    /\bfire\b/,
    /\bflames?\b/,
    /\bon fire\b/,
    /\bincendio\b/,
    /\bfuego\b/,
    /\bllamas\b/,
    /\bfeu\b/,
    /\bincendie\b/,
    /שריפה/,
    /(^| )אש( |$)/,
    /\bzjarr/,
  ],
  smoke: [/\bsmok(e|ing)\b/, /\bhumo\b/, /\bfumee\b/, /עשנ/, /\btym\b/],
  sparks: [
    /\bspark(s|ing|ed)?\b/,
    /\bchispa/,
    /\bchisporrote/,
    /\bétincel/,
    /\betincel/,
    /ניצוצ/,
    /\bshkendij/,
    /\bshkendi/,
  ],
  'burning-smell': [
    /\bburn(ing|t)? smell/,
    /\bsmell(s|ing)? (of |like )?burn/,
    /\bolor a quemado\b/,
    /\bhuele a quemado\b/,
    /\bolor a (cable|plastico) quemado/,
    /\bodeur de brule\b/,
    /\bsent le brule\b/,
    /ריח (של )?שריפה/,
    /\berë (e )?djegur/,
    /\bere (e )?djegur/,
  ],
  gas: [
    /\bgas (leak|smell)/,
    /\bsmell(s|ing)? (of |like )?gas\b/,
    /\bfuga de gas\b/,
    /\bolor a gas\b/,
    /\bhuele a gas\b/,
    /\bfuite de gaz\b/,
    /\bodeur de gaz\b/,
    /דליפת גז/,
    /ריח (של )?גז/,
    /\brrjedhje gazi\b/,
    /\berë gazi\b/,
    /\bere gazi\b/,
  ],
  'carbon-monoxide': [
    /\bcarbon monoxide\b/,
    /\bco (alarm|detector)\b/,
    /\bmonoxido de carbono\b/,
    /\bmonoxyde de carbone\b/,
    /פחמנ חד חמצני/,
    /\bmonoksid/,
  ],
  flooding: [
    /\bflood(ed|ing|s)?\b/,
    /\binund/,
    /\bse inunda/,
    /\bagua por todas partes\b/,
    /\bhasta los tobillos\b/,
    /\binond/,
    /הצפה/,
    /הוצפ/,
    /\bmbytj/,
    /\bpermbyt/,
  ],
  'no-heat': [
    /\bno heat(ing)?\b/,
    /\bheat(ing|er)? (is |are )?(not working|broken|out|off|dead)\b/,
    /\bfurnace (is )?(not working|broken|out|off|dead|died|stopped)\b/,
    /\bdead furnace\b/,
    /\bboiler (is )?(not working|broken|out|dead)\b/,
    /\bsin calefaccion\b/,
    /\b(la )?calefaccion no (funciona|enciende|prende)\b/,
    /\bcaldera (no funciona|rota|averiada)\b/,
    /\bsans chauffage\b/,
    /\b(le )?chauffage (ne marche|ne fonctionne|en panne)/,
    /אינ חימומ/,
    /החימומ לא עובד/,
    /\bpa ngrohje\b/,
    /\bngrohja nuk punon\b/,
  ],
  'no-water': [
    /\bno (running )?water\b/,
    /\bwater (is )?(off|out|shut off)\b/,
    /\bsin agua\b/,
    /\bno (hay|tenemos|sale) agua\b/,
    /\b(plus|pas) deau\b/,
    /אינ מימ/,
    /\bpa uje\b/,
    /\bnuk ka uje\b/,
  ],
  'cannot-lock': [
    /\b(can ?not|cant|unable to|wont|doesnt|does not|will not) lock\b/,
    /\block (is )?(broken|not working)\b/,
    /\bdoor (wont|doesnt|does not|will not) (lock|close)\b/,
    /\bno (puedo|podemos) cerrar (la puerta|con llave)\b/,
    /\b(la )?cerradura (rota|no funciona|no cierra)\b/,
    /\bpuerta no cierra\b/,
    /\bimpossible de (verrouiller|fermer la porte)\b/,
    /\bserrure cassee\b/,
    /הדלת לא ננעלת/,
    /המנעול שבור/,
    /\bdera nuk mbyllet\b/,
    /\bbrava (eshte )?(e prishur|nuk punon)\b/,
  ],
};

/** Months (1–12) of the cold season: November to March north of the equator, May to September south of it. */
export function isColdMonth(month: number, hemisphere: 'north' | 'south'): boolean {
  return hemisphere === 'north' ? month >= 11 || month <= 3 : month >= 5 && month <= 9;
}

/**
 * The safety hazards a request's text names, each with the words that named it. 'No heat' is a hazard in the cold
 * season only (`coldSeason`).
 */
export function safetyHazardsIn(
  text: string,
  options: { coldSeason: boolean },
): { hazard: TSafetyHazard; words: string }[] {
  const normalized = normalizeRequestText(text);
  return SAFETY_HAZARDS.flatMap((hazard) => {
    if (hazard === 'no-heat' && !options.coldSeason) return [];
    for (const pattern of HAZARD_PATTERNS[hazard]) {
      const match = pattern.exec(normalized);
      if (match) return [{ hazard, words: match[0] }];
    }
    return [];
  });
}
