import type { TFinancialInsights } from '@rentwell/contracts/financial-insights';
import type { TLanguage } from '@rentwell/contracts/profile';
import { minorToMajor } from '@rentwell/domain/money';
import { REPORT_TEXTS } from '../../documents/report-texts.ts';

type Insights = Omit<TFinancialInsights, 'narrative' | 'narrativeSource'>;

type NarrativeTexts = {
  year: (revenue: string, expenses: string, net: string) => string;
  change: (change: string) => string;
  forecast: (revenue: string, expenses: string) => string;
  latePayers: (count: number, name: string, late: number, due: number) => string;
  anomaly: (category: string, month: string, amount: string, typical: string) => string;
  vacancy: (cost: string, units: number) => string;
  nothing: string;
};

const LOCALES: Record<TLanguage, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', he: 'he-IL', sq: 'sq-AL' };

const TEXTS: Record<TLanguage, NarrativeTexts> = {
  en: {
    year: (revenue, expenses, net) =>
      `Over the last twelve months you earned ${revenue} in rent and short-term stays and spent ${expenses} on operating expenses, a net operating income of ${net} (mortgage payments left out).`,
    change: (change) => `Rent received in the last three months changed by ${change} against the three months before.`,
    forecast: (revenue, expenses) =>
      `For the next three months the forecast is ${revenue} in rent and ${expenses} in expenses.`,
    latePayers: (count, name, late, due) =>
      `${count === 1 ? '1 tenant has' : `${count} tenants have`} paid late repeatedly; ${name} was late on ${late} of ${due} charges.`,
    anomaly: (category, month, amount, typical) =>
      `${category} came to ${amount} in ${month}, against a usual ${typical} a month.`,
    vacancy: (cost, units) =>
      `${units === 1 ? '1 unit' : `${units} units`} stood empty for part of the year, about ${cost} of rent not collected.`,
    nothing: 'No repeated late payment, unusual expense or vacancy stands out.',
  },
  es: {
    year: (revenue, expenses, net) =>
      `En los últimos doce meses ingresaste ${revenue} en alquileres y estancias cortas y gastaste ${expenses} en gastos operativos: un ingreso operativo neto de ${net} (sin contar la hipoteca).`,
    change: (change) =>
      `El alquiler recibido en los últimos tres meses varió un ${change} frente a los tres meses anteriores.`,
    forecast: (revenue, expenses) =>
      `Para los próximos tres meses la previsión es de ${revenue} de alquiler y ${expenses} de gastos.`,
    latePayers: (count, name, late, due) =>
      `${count === 1 ? '1 inquilino ha pagado' : `${count} inquilinos han pagado`} tarde varias veces; ${name} se retrasó en ${late} de ${due} cargos.`,
    anomaly: (category, month, amount, typical) =>
      `${category} sumó ${amount} en ${month}, frente a los ${typical} habituales al mes.`,
    vacancy: (cost, units) =>
      `${units === 1 ? '1 unidad estuvo vacía' : `${units} unidades estuvieron vacías`} parte del año: unos ${cost} de alquiler sin cobrar.`,
    nothing: 'No destaca ningún retraso repetido, gasto inusual ni vacante.',
  },
  fr: {
    year: (revenue, expenses, net) =>
      `Sur les douze derniers mois, vous avez gagné ${revenue} en loyers et séjours courte durée et dépensé ${expenses} en charges d'exploitation, soit un résultat net d'exploitation de ${net} (hors remboursements de prêt).`,
    change: (change) =>
      `Les loyers encaissés ces trois derniers mois ont varié de ${change} par rapport aux trois mois précédents.`,
    forecast: (revenue, expenses) =>
      `Pour les trois prochains mois, la prévision est de ${revenue} de loyers et ${expenses} de dépenses.`,
    latePayers: (count, name, late, due) =>
      `${count === 1 ? '1 locataire a' : `${count} locataires ont`} payé en retard à plusieurs reprises ; ${name} était en retard sur ${late} échéances sur ${due}.`,
    anomaly: (category, month, amount, typical) =>
      `${category} : ${amount} en ${month}, contre ${typical} par mois d’habitude.`,
    vacancy: (cost, units) =>
      `${units === 1 ? '1 logement est resté vide' : `${units} logements sont restés vides`} une partie de l’année, soit environ ${cost} de loyers non perçus.`,
    nothing: 'Aucun retard répété, aucune dépense inhabituelle ni aucune vacance ne ressort.',
  },
  he: {
    year: (revenue, expenses, net) =>
      `ב־12 החודשים האחרונים הכנסתם ${revenue} משכר דירה ומשהיות לטווח קצר והוצאתם ${expenses} על הוצאות תפעול: הכנסה תפעולית נטו של ${net} (ללא תשלומי משכנתא).`,
    change: (change) => `שכר הדירה שהתקבל בשלושת החודשים האחרונים השתנה ב־${change} לעומת שלושת החודשים שלפניהם.`,
    forecast: (revenue, expenses) => `התחזית לשלושת החודשים הבאים: ${revenue} משכר דירה ו־${expenses} בהוצאות.`,
    latePayers: (count, name, late, due) =>
      `${count === 1 ? 'שוכר אחד שילם' : `${count} שוכרים שילמו`} באיחור שוב ושוב; ${name} איחר ב־${late} מתוך ${due} חיובים.`,
    anomaly: (category, month, amount, typical) => `${category}: ${amount} ב־${month}, לעומת ${typical} בחודש רגיל.`,
    vacancy: (cost, units) =>
      `${units === 1 ? 'יחידה אחת עמדה ריקה' : `${units} יחידות עמדו ריקות`} בחלק מהשנה: כ־${cost} של שכר דירה שלא נגבה.`,
    nothing: 'לא בולטים איחורים חוזרים, הוצאות חריגות או יחידות ריקות.',
  },
  sq: {
    year: (revenue, expenses, net) =>
      `Në dymbëdhjetë muajt e fundit keni fituar ${revenue} nga qiraja dhe qëndrimet afatshkurtra dhe keni shpenzuar ${expenses} për shpenzime operative: të ardhura neto operative ${net} (pa pagesat e hipotekës).`,
    change: (change) =>
      `Qiraja e marrë në tre muajt e fundit ndryshoi me ${change} krahasuar me tre muajt e mëparshëm.`,
    forecast: (revenue, expenses) =>
      `Për tre muajt e ardhshëm parashikimi është ${revenue} qira dhe ${expenses} shpenzime.`,
    latePayers: (count, name, late, due) =>
      `${count === 1 ? '1 qiramarrës ka paguar' : `${count} qiramarrës kanë paguar`} me vonesë disa herë; ${name} u vonua në ${late} nga ${due} detyrime.`,
    anomaly: (category, month, amount, typical) =>
      `${category}: ${amount} në ${month}, kundrejt ${typical} në një muaj të zakonshëm.`,
    vacancy: (cost, units) =>
      `${units === 1 ? '1 njësi qëndroi bosh' : `${units} njësi qëndruan bosh`} për një pjesë të vitit: rreth ${cost} qira e pambledhur.`,
    nothing: 'Nuk bie në sy asnjë vonesë e përsëritur, shpenzim i pazakontë apo njësi bosh.',
  },
};

/** The narrative from the translated templates: a few sentences over the same facts the page shows. */
export function templateNarrative(language: TLanguage, insights: Insights): string {
  const texts = TEXTS[language];
  const locale = LOCALES[language];
  const money = (amountMinor: number, currency: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(
      minorToMajor(amountMinor, currency),
    );
  const month = (key: string) =>
    new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${key}-01T00:00:00Z`),
    );
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  const sentences: string[] = [];
  for (const trend of insights.trends) {
    const total = (pick: (row: (typeof trend.months)[number]) => number, rows = trend.months) =>
      rows.reduce((sum, row) => sum + pick(row), 0);
    sentences.push(
      texts.year(
        money(
          total((row) => row.revenueMinor),
          trend.currency,
        ),
        money(
          total((row) => row.expensesMinor),
          trend.currency,
        ),
        money(
          total((row) => row.netMinor),
          trend.currency,
        ),
      ),
    );
    if (trend.revenueChange !== null) sentences.push(texts.change(percent.format(trend.revenueChange)));
    sentences.push(
      texts.forecast(
        money(
          total((row) => row.revenueMinor, trend.forecast),
          trend.currency,
        ),
        money(
          total((row) => row.expensesMinor, trend.forecast),
          trend.currency,
        ),
      ),
    );
  }
  const [latePayer] = insights.latePayers;
  if (latePayer) {
    sentences.push(
      texts.latePayers(insights.latePayers.length, latePayer.tenantName, latePayer.lateCharges, latePayer.chargesDue),
    );
  }
  const [anomaly] = insights.expenseAnomalies;
  if (anomaly) {
    sentences.push(
      texts.anomaly(
        REPORT_TEXTS[language].categories[anomaly.category],
        month(anomaly.month),
        money(anomaly.amountMinor, anomaly.currency),
        money(anomaly.typicalMinor, anomaly.currency),
      ),
    );
  }
  const vacancyCurrencies = [...new Set(insights.vacancies.map((vacancy) => vacancy.currency))];
  for (const currency of vacancyCurrencies) {
    const inCurrency = insights.vacancies.filter((vacancy) => vacancy.currency === currency);
    const cost = inCurrency.reduce((sum, vacancy) => sum + vacancy.costMinor, 0);
    sentences.push(texts.vacancy(money(cost, currency), inCurrency.length));
  }
  if (!latePayer && !anomaly && vacancyCurrencies.length === 0) sentences.push(texts.nothing);
  return sentences.join(' ');
}
