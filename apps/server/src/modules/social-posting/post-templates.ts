import type { TLanguage } from '@rentwell/contracts/profile';
import { minorToMajor } from '@rentwell/domain/money';

type Range = { min: number; max: number };
type Price = { amountMinor: number; currency: string };

export type PropertyPostFacts = {
  kind: 'property';
  name: string;
  address: string;
  city: string;
  unitCount: number;
  bedrooms: Range | null;
  bathrooms: Range | null;
  squareFeet: Range | null;
  monthlyRent: { min: Price; max: Price } | null;
  yearBuilt: number | null;
};

export type ListingPostFacts = {
  kind: 'listing';
  title: string;
  description: string;
  address: string;
  city: string;
  nightlyRate: Price;
  cleaningFee: Price | null;
  maxGuests: number;
  bedrooms: number | null;
  bathrooms: number | null;
};

export type PostFacts = PropertyPostFacts | ListingPostFacts;

const LOCALES: Record<TLanguage, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', he: 'he-IL', sq: 'sq-AL' };

type Words = {
  forRent: string;
  stay: string;
  units: (count: number) => string;
  bedrooms: (range: string, plural: boolean) => string;
  bathrooms: (range: string, plural: boolean) => string;
  area: (range: string) => string;
  perMonth: (price: string) => string;
  perNight: (price: string) => string;
  cleaningFee: (price: string) => string;
  guests: (count: number) => string;
  built: (year: number) => string;
  contact: string;
};

const WORDS: Record<TLanguage, Words> = {
  en: {
    forRent: 'For rent',
    stay: 'Short stay available',
    units: (count) => (count === 1 ? '1 unit' : `${count} units`),
    bedrooms: (range, plural) => `${range} ${plural ? 'bedrooms' : 'bedroom'}`,
    bathrooms: (range, plural) => `${range} ${plural ? 'bathrooms' : 'bathroom'}`,
    area: (range) => `${range} sq ft`,
    perMonth: (price) => `${price} per month`,
    perNight: (price) => `${price} per night`,
    cleaningFee: (price) => `cleaning fee ${price}`,
    guests: (count) => (count === 1 ? 'up to 1 guest' : `up to ${count} guests`),
    built: (year) => `built in ${year}`,
    contact: 'Send me a message for details or to arrange a viewing.',
  },
  es: {
    forRent: 'Se alquila',
    stay: 'Disponible para estancias cortas',
    units: (count) => (count === 1 ? '1 unidad' : `${count} unidades`),
    bedrooms: (range, plural) => `${range} ${plural ? 'dormitorios' : 'dormitorio'}`,
    bathrooms: (range, plural) => `${range} ${plural ? 'baños' : 'baño'}`,
    area: (range) => `${range} pies²`,
    perMonth: (price) => `${price} al mes`,
    perNight: (price) => `${price} por noche`,
    cleaningFee: (price) => `tarifa de limpieza ${price}`,
    guests: (count) => (count === 1 ? 'hasta 1 huésped' : `hasta ${count} huéspedes`),
    built: (year) => `construido en ${year}`,
    contact: 'Escríbeme para más detalles o para concertar una visita.',
  },
  fr: {
    forRent: 'À louer',
    stay: 'Disponible en courte durée',
    units: (count) => (count === 1 ? '1 logement' : `${count} logements`),
    bedrooms: (range, plural) => `${range} ${plural ? 'chambres' : 'chambre'}`,
    bathrooms: (range, plural) => `${range} ${plural ? 'salles de bain' : 'salle de bain'}`,
    area: (range) => `${range} pi²`,
    perMonth: (price) => `${price} par mois`,
    perNight: (price) => `${price} par nuit`,
    cleaningFee: (price) => `frais de ménage ${price}`,
    guests: (count) => (count === 1 ? "jusqu'à 1 voyageur" : `jusqu'à ${count} voyageurs`),
    built: (year) => `construit en ${year}`,
    contact: 'Envoyez-moi un message pour plus de détails ou pour organiser une visite.',
  },
  he: {
    forRent: 'להשכרה',
    stay: 'זמין לשהייה קצרה',
    units: (count) => (count === 1 ? 'יחידה אחת' : `${count} יחידות`),
    bedrooms: (range, plural) => (plural ? `${range} חדרי שינה` : 'חדר שינה אחד'),
    bathrooms: (range, plural) => (plural ? `${range} חדרי רחצה` : 'חדר רחצה אחד'),
    area: (range) => `${range} רגל רבוע`,
    perMonth: (price) => `${price} לחודש`,
    perNight: (price) => `${price} ללילה`,
    cleaningFee: (price) => `דמי ניקיון ${price}`,
    guests: (count) => (count === 1 ? 'עד אורח אחד' : `עד ${count} אורחים`),
    built: (year) => `נבנה בשנת ${year}`,
    contact: 'שלחו לי הודעה לפרטים נוספים או לתיאום ביקור.',
  },
  sq: {
    forRent: 'Jepet me qira',
    stay: 'E disponueshme për qëndrime të shkurtra',
    units: (count) => (count === 1 ? '1 njësi' : `${count} njësi`),
    bedrooms: (range, plural) => `${range} ${plural ? 'dhoma gjumi' : 'dhomë gjumi'}`,
    bathrooms: (range, plural) => `${range} ${plural ? 'banjo' : 'banjo'}`,
    area: (range) => `${range} këmbë katrore`,
    perMonth: (price) => `${price} në muaj`,
    perNight: (price) => `${price} për natë`,
    cleaningFee: (price) => `tarifa e pastrimit ${price}`,
    guests: (count) => (count === 1 ? 'deri në 1 mysafir' : `deri në ${count} mysafirë`),
    built: (year) => `ndërtuar në ${year}`,
    contact: 'Më dërgo një mesazh për detaje ose për të lënë një takim për ta parë.',
  },
};

function formatPrice(language: TLanguage, price: Price): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: price.currency }).format(
    minorToMajor(price.amountMinor, price.currency),
  );
}

function formatRange(language: TLanguage, range: Range): string {
  const number = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 1 });
  return range.min === range.max ? number.format(range.min) : `${number.format(range.min)}–${number.format(range.max)}`;
}

const joinParts = (parts: (string | null)[]) => parts.filter((part): part is string => Boolean(part)).join(' · ');

function propertyPost(language: TLanguage, facts: PropertyPostFacts): string {
  const words = WORDS[language];
  const rent = facts.monthlyRent;
  const rentText = rent
    ? rent.min.amountMinor === rent.max.amountMinor
      ? formatPrice(language, rent.min)
      : `${formatPrice(language, rent.min)}–${formatPrice(language, rent.max)}`
    : null;
  return [
    `${words.forRent}: ${facts.name}`,
    `${facts.address}, ${facts.city}`,
    joinParts([
      facts.unitCount > 1 ? words.units(facts.unitCount) : null,
      facts.bedrooms ? words.bedrooms(formatRange(language, facts.bedrooms), facts.bedrooms.max !== 1) : null,
      facts.bathrooms ? words.bathrooms(formatRange(language, facts.bathrooms), facts.bathrooms.max !== 1) : null,
      facts.squareFeet ? words.area(formatRange(language, facts.squareFeet)) : null,
    ]),
    rentText ? `${words.perMonth(rentText)}` : null,
    facts.yearBuilt ? words.built(facts.yearBuilt) : null,
    '',
    words.contact,
  ]
    .filter((line): line is string => line !== null)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}

function listingPost(language: TLanguage, facts: ListingPostFacts): string {
  const words = WORDS[language];
  return [
    `${words.stay}: ${facts.title}`,
    `${facts.address}, ${facts.city}`,
    joinParts([
      facts.bedrooms !== null
        ? words.bedrooms(formatRange(language, { min: facts.bedrooms, max: facts.bedrooms }), facts.bedrooms !== 1)
        : null,
      facts.bathrooms !== null
        ? words.bathrooms(formatRange(language, { min: facts.bathrooms, max: facts.bathrooms }), facts.bathrooms !== 1)
        : null,
      words.guests(facts.maxGuests),
    ]),
    `${joinParts([
      words.perNight(formatPrice(language, facts.nightlyRate)),
      facts.cleaningFee ? words.cleaningFee(formatPrice(language, facts.cleaningFee)) : null,
    ])}`,
    facts.description.trim() ? `\n${facts.description.trim()}` : null,
    '',
    words.contact,
  ]
    .filter((line): line is string => line !== null && line !== '')
    .join('\n')
    .replace(words.contact, `\n${words.contact}`);
}

/** The post text from the translated template, filled with the property's or listing's real facts. */
export function writePostFromTemplate(language: TLanguage, facts: PostFacts): string {
  return facts.kind === 'property' ? propertyPost(language, facts) : listingPost(language, facts);
}
