import type { TAnalyticsReportKind } from '@rentwell/contracts/analytics';
import type { TExpenseCategory } from '@rentwell/contracts/expenses';
import type { TLanguage } from '@rentwell/contracts/profile';

/** Every column key of every report (see the report definitions in analytics.service.ts). */
export type ReportColumnKey =
  | 'month'
  | 'units'
  | 'unavailable'
  | 'occupied'
  | 'vacant'
  | 'occupancyRate'
  | 'due'
  | 'collected'
  | 'outstanding'
  | 'collectionRate'
  | 'category'
  | 'count'
  | 'amount'
  | 'share'
  | 'property'
  | 'income'
  | 'expenses'
  | 'net'
  | 'unit'
  | 'tenant'
  | 'rent'
  | 'leaseEnd'
  | 'balance'
  | 'days0to30'
  | 'days31to60'
  | 'days61to90'
  | 'days90plus'
  | 'total'
  | 'listing'
  | 'availableNights'
  | 'bookedNights'
  | 'adr'
  | 'revpan'
  | 'revenue'
  | 'cleaningFees';

export type ReportTexts = {
  titles: Record<TAnalyticsReportKind, string>;
  columns: Record<ReportColumnKey, string>;
  categories: Record<TExpenseCategory, string>;
  /** The label of the totals row. */
  totals: string;
  period: string;
  asOf: string;
  organization: string;
  property: string;
  allProperties: string;
  currency: string;
  generatedOn: string;
  /** A unit without a lease on the day (rent roll). */
  vacantUnit: string;
  /** A unit marked unavailable, without a lease on the day (rent roll). */
  unavailableUnit: string;
  /** The profit-and-loss row of expenses not tied to a property. */
  portfolioWide: string;
  noRows: string;
  page: (current: number, count: number) => string;
};

export const REPORT_TEXTS: Record<TLanguage, ReportTexts> = {
  en: {
    titles: {
      occupancy: 'Occupancy over time',
      'rent-collection': 'Rent collected vs due',
      'expenses-by-category': 'Expenses by category',
      'property-profit-loss': 'Profit and loss by property',
      'rent-roll': 'Rent roll',
      'receivables-aging': 'Aging of receivables',
      'short-term-rentals': 'Short-term rentals: occupancy and revenue',
    },
    columns: {
      month: 'Month',
      units: 'Units',
      occupied: 'Occupied',
      unavailable: 'Unavailable',
      vacant: 'Vacant',
      occupancyRate: 'Occupancy rate',
      due: 'Rent due',
      collected: 'Collected',
      outstanding: 'Outstanding',
      collectionRate: 'Collection rate',
      category: 'Category',
      count: 'Expenses',
      amount: 'Amount',
      share: 'Share',
      property: 'Property',
      income: 'Income',
      expenses: 'Expenses',
      net: 'Net operating income',
      unit: 'Unit',
      tenant: 'Tenant',
      rent: 'Monthly rent',
      leaseEnd: 'Lease end',
      balance: 'Balance',
      days0to30: '0–30 days',
      days31to60: '31–60 days',
      days61to90: '61–90 days',
      days90plus: 'Over 90 days',
      total: 'Total',
      listing: 'Listing',
      availableNights: 'Available nights',
      bookedNights: 'Booked nights',
      adr: 'Average daily rate',
      revpan: 'Revenue per available night',
      revenue: 'Revenue',
      cleaningFees: 'Cleaning fees',
    },
    categories: {
      mortgage: 'Mortgage',
      tax: 'Taxes',
      insurance: 'Insurance',
      repairs: 'Repairs',
      maintenance: 'Maintenance',
      utilities: 'Utilities',
      management: 'Management',
      hoa: 'HOA fees',
      supplies: 'Supplies',
      legal: 'Legal',
      other: 'Other',
    },
    totals: 'Total',
    period: 'Period',
    asOf: 'As of',
    organization: 'Organization',
    property: 'Property',
    allProperties: 'All properties',
    currency: 'Currency',
    generatedOn: 'Generated on',
    vacantUnit: 'Vacant',
    unavailableUnit: 'Unavailable',
    portfolioWide: 'Portfolio-wide expenses',
    noRows: 'Nothing to report for this period.',
    page: (current, count) => `Page ${current} of ${count}`,
  },
  es: {
    titles: {
      occupancy: 'Ocupación a lo largo del tiempo',
      'rent-collection': 'Alquiler cobrado frente a vencido',
      'expenses-by-category': 'Gastos por categoría',
      'property-profit-loss': 'Pérdidas y ganancias por propiedad',
      'rent-roll': 'Relación de alquileres',
      'receivables-aging': 'Antigüedad de las cuentas por cobrar',
      'short-term-rentals': 'Alquileres de corta estancia: ocupación e ingresos',
    },
    columns: {
      month: 'Mes',
      units: 'Unidades',
      occupied: 'Ocupadas',
      unavailable: 'No disponibles',
      vacant: 'Vacías',
      occupancyRate: 'Tasa de ocupación',
      due: 'Alquiler vencido',
      collected: 'Cobrado',
      outstanding: 'Pendiente',
      collectionRate: 'Tasa de cobro',
      category: 'Categoría',
      count: 'Gastos',
      amount: 'Importe',
      share: 'Proporción',
      property: 'Propiedad',
      income: 'Ingresos',
      expenses: 'Gastos',
      net: 'Ingreso operativo neto',
      unit: 'Unidad',
      tenant: 'Inquilino',
      rent: 'Alquiler mensual',
      leaseEnd: 'Fin del contrato',
      balance: 'Saldo',
      days0to30: '0–30 días',
      days31to60: '31–60 días',
      days61to90: '61–90 días',
      days90plus: 'Más de 90 días',
      total: 'Total',
      listing: 'Anuncio',
      availableNights: 'Noches disponibles',
      bookedNights: 'Noches reservadas',
      adr: 'Tarifa media diaria',
      revpan: 'Ingresos por noche disponible',
      revenue: 'Ingresos',
      cleaningFees: 'Tarifas de limpieza',
    },
    categories: {
      mortgage: 'Hipoteca',
      tax: 'Impuestos',
      insurance: 'Seguro',
      repairs: 'Reparaciones',
      maintenance: 'Mantenimiento',
      utilities: 'Suministros',
      management: 'Administración',
      hoa: 'Comunidad de propietarios',
      supplies: 'Materiales',
      legal: 'Legal',
      other: 'Otros',
    },
    totals: 'Total',
    period: 'Periodo',
    asOf: 'A fecha de',
    organization: 'Organización',
    property: 'Propiedad',
    allProperties: 'Todas las propiedades',
    currency: 'Moneda',
    generatedOn: 'Generado el',
    vacantUnit: 'Vacía',
    unavailableUnit: 'No disponible',
    portfolioWide: 'Gastos de toda la cartera',
    noRows: 'No hay datos para este periodo.',
    page: (current, count) => `Página ${current} de ${count}`,
  },
  fr: {
    titles: {
      occupancy: "Taux d'occupation dans le temps",
      'rent-collection': 'Loyers encaissés et loyers dus',
      'expenses-by-category': 'Dépenses par catégorie',
      'property-profit-loss': 'Résultat par bien',
      'rent-roll': 'État locatif',
      'receivables-aging': 'Balance âgée des créances',
      'short-term-rentals': 'Locations de courte durée : occupation et revenus',
    },
    columns: {
      month: 'Mois',
      units: 'Logements',
      occupied: 'Occupés',
      unavailable: 'Indisponibles',
      vacant: 'Vacants',
      occupancyRate: "Taux d'occupation",
      due: 'Loyers dus',
      collected: 'Encaissé',
      outstanding: 'Impayé',
      collectionRate: "Taux d'encaissement",
      category: 'Catégorie',
      count: 'Dépenses',
      amount: 'Montant',
      share: 'Part',
      property: 'Bien',
      income: 'Revenus',
      expenses: 'Dépenses',
      net: "Résultat net d'exploitation",
      unit: 'Logement',
      tenant: 'Locataire',
      rent: 'Loyer mensuel',
      leaseEnd: 'Fin du bail',
      balance: 'Solde',
      days0to30: '0 à 30 jours',
      days31to60: '31 à 60 jours',
      days61to90: '61 à 90 jours',
      days90plus: 'Plus de 90 jours',
      total: 'Total',
      listing: 'Annonce',
      availableNights: 'Nuits disponibles',
      bookedNights: 'Nuits réservées',
      adr: 'Prix moyen par nuit',
      revpan: 'Revenu par nuit disponible',
      revenue: 'Revenus',
      cleaningFees: 'Frais de ménage',
    },
    categories: {
      mortgage: 'Prêt immobilier',
      tax: 'Impôts et taxes',
      insurance: 'Assurance',
      repairs: 'Réparations',
      maintenance: 'Entretien',
      utilities: 'Énergie et eau',
      management: 'Gestion',
      hoa: 'Copropriété',
      supplies: 'Fournitures',
      legal: 'Juridique',
      other: 'Autre',
    },
    totals: 'Total',
    period: 'Période',
    asOf: 'Au',
    organization: 'Organisation',
    property: 'Bien',
    allProperties: 'Tous les biens',
    currency: 'Devise',
    generatedOn: 'Généré le',
    vacantUnit: 'Vacant',
    unavailableUnit: 'Indisponible',
    portfolioWide: "Dépenses de l'ensemble du patrimoine",
    noRows: 'Rien à signaler pour cette période.',
    page: (current, count) => `Page ${current} sur ${count}`,
  },
  he: {
    titles: {
      occupancy: 'תפוסה לאורך זמן',
      'rent-collection': 'שכר דירה שנגבה מול שכר דירה לתשלום',
      'expenses-by-category': 'הוצאות לפי קטגוריה',
      'property-profit-loss': 'רווח והפסד לפי נכס',
      'rent-roll': 'רשימת שוכרים ושכר דירה',
      'receivables-aging': 'גיול חובות',
      'short-term-rentals': 'השכרות לטווח קצר: תפוסה והכנסות',
    },
    columns: {
      month: 'חודש',
      units: 'יחידות',
      occupied: 'מושכרות',
      unavailable: 'לא זמינות',
      vacant: 'פנויות',
      occupancyRate: 'שיעור תפוסה',
      due: 'שכר דירה לתשלום',
      collected: 'נגבה',
      outstanding: 'יתרה לתשלום',
      collectionRate: 'שיעור גבייה',
      category: 'קטגוריה',
      count: 'מספר הוצאות',
      amount: 'סכום',
      share: 'חלק יחסי',
      property: 'נכס',
      income: 'הכנסות',
      expenses: 'הוצאות',
      net: 'הכנסה תפעולית נטו',
      unit: 'יחידה',
      tenant: 'שוכר',
      rent: 'שכר דירה חודשי',
      leaseEnd: 'סיום החוזה',
      balance: 'יתרה',
      days0to30: '0–30 ימים',
      days31to60: '31–60 ימים',
      days61to90: '61–90 ימים',
      days90plus: 'מעל 90 ימים',
      total: 'סה״כ',
      listing: 'מודעה',
      availableNights: 'לילות פנויים',
      bookedNights: 'לילות מוזמנים',
      adr: 'מחיר ממוצע ללילה',
      revpan: 'הכנסה ללילה פנוי',
      revenue: 'הכנסות',
      cleaningFees: 'דמי ניקיון',
    },
    categories: {
      mortgage: 'משכנתא',
      tax: 'מסים',
      insurance: 'ביטוח',
      repairs: 'תיקונים',
      maintenance: 'תחזוקה',
      utilities: 'חשמל, מים וגז',
      management: 'ניהול',
      hoa: 'ועד בית',
      supplies: 'ציוד וחומרים',
      legal: 'משפטי',
      other: 'אחר',
    },
    totals: 'סה״כ',
    period: 'תקופה',
    asOf: 'נכון ליום',
    organization: 'ארגון',
    property: 'נכס',
    allProperties: 'כל הנכסים',
    currency: 'מטבע',
    generatedOn: 'הופק בתאריך',
    vacantUnit: 'פנויה',
    unavailableUnit: 'לא זמינה',
    portfolioWide: 'הוצאות כלל התיק',
    noRows: 'אין נתונים לתקופה זו.',
    page: (current, count) => `עמוד ${current} מתוך ${count}`,
  },
  sq: {
    titles: {
      occupancy: 'Zënia në kohë',
      'rent-collection': 'Qiraja e arkëtuar kundrejt asaj të detyrueshme',
      'expenses-by-category': 'Shpenzimet sipas kategorisë',
      'property-profit-loss': 'Fitimi dhe humbja sipas pronës',
      'rent-roll': 'Regjistri i qirave',
      'receivables-aging': 'Vjetërsia e detyrimeve për t’u arkëtuar',
      'short-term-rentals': 'Qiratë afatshkurtra: zënia dhe të ardhurat',
    },
    columns: {
      month: 'Muaji',
      units: 'Njësitë',
      occupied: 'Të zëna',
      unavailable: 'Të padisponueshme',
      vacant: 'Të lira',
      occupancyRate: 'Shkalla e zënies',
      due: 'Qiraja e detyrueshme',
      collected: 'E arkëtuar',
      outstanding: 'E papaguar',
      collectionRate: 'Shkalla e arkëtimit',
      category: 'Kategoria',
      count: 'Shpenzime',
      amount: 'Shuma',
      share: 'Pjesa',
      property: 'Prona',
      income: 'Të ardhurat',
      expenses: 'Shpenzimet',
      net: 'Të ardhurat neto operative',
      unit: 'Njësia',
      tenant: 'Qiramarrësi',
      rent: 'Qiraja mujore',
      leaseEnd: 'Mbarimi i kontratës',
      balance: 'Detyrimi',
      days0to30: '0–30 ditë',
      days31to60: '31–60 ditë',
      days61to90: '61–90 ditë',
      days90plus: 'Mbi 90 ditë',
      total: 'Gjithsej',
      listing: 'Njoftimi',
      availableNights: 'Net të lira',
      bookedNights: 'Net të rezervuara',
      adr: 'Tarifa mesatare ditore',
      revpan: 'Të ardhura për natë të lirë',
      revenue: 'Të ardhurat',
      cleaningFees: 'Tarifat e pastrimit',
    },
    categories: {
      mortgage: 'Kredia hipotekore',
      tax: 'Taksat',
      insurance: 'Sigurimi',
      repairs: 'Riparimet',
      maintenance: 'Mirëmbajtja',
      utilities: 'Shërbimet komunale',
      management: 'Administrimi',
      hoa: 'Shoqata e pronarëve',
      supplies: 'Materialet',
      legal: 'Ligjore',
      other: 'Të tjera',
    },
    totals: 'Gjithsej',
    period: 'Periudha',
    asOf: 'Më datë',
    organization: 'Organizata',
    property: 'Prona',
    allProperties: 'Të gjitha pronat',
    currency: 'Monedha',
    generatedOn: 'Krijuar më',
    vacantUnit: 'E lirë',
    unavailableUnit: 'E padisponueshme',
    portfolioWide: 'Shpenzime të të gjithë portofolit',
    noRows: 'Nuk ka të dhëna për këtë periudhë.',
    page: (current, count) => `Faqja ${current} nga ${count}`,
  },
};
