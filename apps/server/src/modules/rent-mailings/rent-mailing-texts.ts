import type { TExtraChargeKind } from '@rentwell/contracts/lease-extras';
import type { TLanguage } from '@rentwell/contracts/profile';

export type RentMailingTexts = {
  noticeTitle: string;
  statementTitle: string;
  tenant: string;
  property: string;
  period: string;
  dueDate: string;
  month: string;
  description: string;
  amount: string;
  rent: string;
  extraKinds: Record<TExtraChargeKind, string>;
  carried: string;
  alreadyPaid: string;
  totalDue: string;
  howToPay: string;
  payInPortal: string;
  openingBalance: string;
  closingBalance: string;
  chargeFor: (period: string) => string;
  lateFee: string;
  paymentReceived: string;
  noActivity: string;
  noticeSubject: (month: string, organization: string) => string;
  noticeBody: (tenant: string, month: string, total: string, dueDate: string) => string;
  statementSubject: (month: string, organization: string) => string;
  statementBody: (tenant: string, month: string, closing: string) => string;
  links: (url: string) => string;
};

/** The rent notice and the monthly statement, their PDFs and their mails, in the tenant's language. */
export const RENT_MAILING_TEXTS: Record<TLanguage, RentMailingTexts> = {
  en: {
    noticeTitle: 'Rent notice',
    statementTitle: 'Monthly statement',
    tenant: 'Tenant',
    property: 'Property and unit',
    period: 'Rent period',
    dueDate: 'Due date',
    month: 'Month',
    description: 'Description',
    amount: 'Amount',
    rent: 'Rent',
    extraKinds: {
      parking: 'Parking',
      utilities: 'Utilities',
      pet_rent: 'Pet rent',
      storage: 'Storage',
      charge_back: 'Repair charge-back',
      key_replacement: 'Key replacement',
      discount: 'Discount',
    },
    carried: 'Balance carried from before',
    alreadyPaid: 'Already paid for this period',
    totalDue: 'Total due',
    howToPay: 'How to pay',
    payInPortal: 'You can also report or make your payment in the tenant portal.',
    openingBalance: 'Opening balance',
    closingBalance: 'Closing balance',
    chargeFor: (period) => `Charge for ${period}`,
    lateFee: 'Late fee',
    paymentReceived: 'Payment received',
    noActivity: 'No charges or payments this month.',
    noticeSubject: (month, organization) => `Rent notice for ${month} from ${organization}`,
    noticeBody: (tenant, month, total, dueDate) =>
      `Hello ${tenant},\n\nYour rent notice for ${month} is attached: ${total} is due on ${dueDate}.\n\nThank you.`,
    statementSubject: (month, organization) => `Your statement for ${month} from ${organization}`,
    statementBody: (tenant, month, closing) =>
      `Hello ${tenant},\n\nYour statement for ${month} is attached. Closing balance: ${closing}.\n\nThank you.`,
    links: (url) => `Download it here: ${url}`,
  },
  es: {
    noticeTitle: 'Aviso de alquiler',
    statementTitle: 'Estado de cuenta mensual',
    tenant: 'Inquilino',
    property: 'Propiedad y unidad',
    period: 'Periodo de alquiler',
    dueDate: 'Fecha de vencimiento',
    month: 'Mes',
    description: 'Concepto',
    amount: 'Importe',
    rent: 'Alquiler',
    extraKinds: {
      parking: 'Aparcamiento',
      utilities: 'Suministros',
      pet_rent: 'Cargo por mascota',
      storage: 'Trastero',
      charge_back: 'Reparación repercutida',
      key_replacement: 'Reposición de llaves',
      discount: 'Descuento',
    },
    carried: 'Saldo anterior',
    alreadyPaid: 'Ya pagado de este periodo',
    totalDue: 'Total a pagar',
    howToPay: 'Cómo pagar',
    payInPortal: 'También puede comunicar o realizar su pago en el portal del inquilino.',
    openingBalance: 'Saldo inicial',
    closingBalance: 'Saldo final',
    chargeFor: (period) => `Cargo de ${period}`,
    lateFee: 'Recargo por demora',
    paymentReceived: 'Pago recibido',
    noActivity: 'Sin cargos ni pagos este mes.',
    noticeSubject: (month, organization) => `Aviso de alquiler de ${month} de ${organization}`,
    noticeBody: (tenant, month, total, dueDate) =>
      `Hola ${tenant}:\n\nAdjuntamos su aviso de alquiler de ${month}: debe abonar ${total} antes del ${dueDate}.\n\nGracias.`,
    statementSubject: (month, organization) => `Su estado de cuenta de ${month} de ${organization}`,
    statementBody: (tenant, month, closing) =>
      `Hola ${tenant}:\n\nAdjuntamos su estado de cuenta de ${month}. Saldo final: ${closing}.\n\nGracias.`,
    links: (url) => `Descárguelo aquí: ${url}`,
  },
  fr: {
    noticeTitle: "Avis d'échéance",
    statementTitle: 'Relevé de compte mensuel',
    tenant: 'Locataire',
    property: 'Bien et logement',
    period: 'Période de loyer',
    dueDate: "Date d'échéance",
    month: 'Mois',
    description: 'Libellé',
    amount: 'Montant',
    rent: 'Loyer',
    extraKinds: {
      parking: 'Stationnement',
      utilities: 'Charges',
      pet_rent: 'Supplément animal',
      storage: 'Cave ou débarras',
      charge_back: 'Réparation refacturée',
      key_replacement: 'Remplacement de clés',
      discount: 'Remise',
    },
    carried: 'Solde antérieur',
    alreadyPaid: 'Déjà payé pour cette période',
    totalDue: 'Total à payer',
    howToPay: 'Comment payer',
    payInPortal: 'Vous pouvez aussi signaler ou effectuer votre paiement dans le portail locataire.',
    openingBalance: "Solde d'ouverture",
    closingBalance: 'Solde de clôture',
    chargeFor: (period) => `Échéance de ${period}`,
    lateFee: 'Pénalité de retard',
    paymentReceived: 'Paiement reçu',
    noActivity: 'Aucune échéance ni aucun paiement ce mois-ci.',
    noticeSubject: (month, organization) => `Avis d'échéance de ${month} de ${organization}`,
    noticeBody: (tenant, month, total, dueDate) =>
      `Bonjour ${tenant},\n\nVotre avis d'échéance de ${month} est joint : ${total} à payer le ${dueDate}.\n\nMerci.`,
    statementSubject: (month, organization) => `Votre relevé de ${month} de ${organization}`,
    statementBody: (tenant, month, closing) =>
      `Bonjour ${tenant},\n\nVotre relevé de ${month} est joint. Solde de clôture : ${closing}.\n\nMerci.`,
    links: (url) => `Téléchargez-le ici : ${url}`,
  },
  he: {
    noticeTitle: 'הודעת תשלום שכר דירה',
    statementTitle: 'דף חשבון חודשי',
    tenant: 'שוכר',
    property: 'נכס ויחידה',
    period: 'תקופת השכירות',
    dueDate: 'תאריך פירעון',
    month: 'חודש',
    description: 'תיאור',
    amount: 'סכום',
    rent: 'שכר דירה',
    extraKinds: {
      parking: 'חניה',
      utilities: 'חשבונות שוטפים',
      pet_rent: 'תוספת לחיית מחמד',
      storage: 'מחסן',
      charge_back: 'חיוב בגין תיקון',
      key_replacement: 'החלפת מפתחות',
      discount: 'הנחה',
    },
    carried: 'יתרה קודמת',
    alreadyPaid: 'שולם כבר עבור תקופה זו',
    totalDue: 'סך הכול לתשלום',
    howToPay: 'אופן התשלום',
    payInPortal: 'ניתן גם לדווח על התשלום או לשלם בפורטל השוכרים.',
    openingBalance: 'יתרת פתיחה',
    closingBalance: 'יתרת סגירה',
    chargeFor: (period) => `חיוב עבור ${period}`,
    lateFee: 'דמי איחור',
    paymentReceived: 'תשלום שהתקבל',
    noActivity: 'אין חיובים או תשלומים החודש.',
    noticeSubject: (month, organization) => `הודעת תשלום שכר דירה ל${month} מאת ${organization}`,
    noticeBody: (tenant, month, total, dueDate) =>
      `שלום ${tenant},\n\nמצורפת הודעת התשלום ל${month}: סך של ${total} לתשלום עד ${dueDate}.\n\nתודה.`,
    statementSubject: (month, organization) => `דף החשבון שלך ל${month} מאת ${organization}`,
    statementBody: (tenant, month, closing) =>
      `שלום ${tenant},\n\nמצורף דף החשבון שלך ל${month}. יתרת סגירה: ${closing}.\n\nתודה.`,
    links: (url) => `להורדה: ${url}`,
  },
  sq: {
    noticeTitle: 'Njoftim qiraje',
    statementTitle: 'Pasqyrë mujore',
    tenant: 'Qiramarrësi',
    property: 'Prona dhe njësia',
    period: 'Periudha e qirasë',
    dueDate: 'Data e afatit',
    month: 'Muaji',
    description: 'Përshkrimi',
    amount: 'Shuma',
    rent: 'Qiraja',
    extraKinds: {
      parking: 'Parkimi',
      utilities: 'Shërbimet komunale',
      pet_rent: 'Tarifë për kafshën shtëpiake',
      storage: 'Depoja',
      charge_back: 'Riparim i rimbursueshëm',
      key_replacement: 'Zëvendësim çelësash',
      discount: 'Zbritje',
    },
    carried: 'Bilanci i mbartur',
    alreadyPaid: 'Paguar tashmë për këtë periudhë',
    totalDue: 'Totali për t’u paguar',
    howToPay: 'Si të paguani',
    payInPortal: 'Mund ta njoftoni ose ta kryeni pagesën edhe në portalin e qiramarrësit.',
    openingBalance: 'Bilanci fillestar',
    closingBalance: 'Bilanci përfundimtar',
    chargeFor: (period) => `Detyrimi për ${period}`,
    lateFee: 'Gjobë vonese',
    paymentReceived: 'Pagesë e marrë',
    noActivity: 'Asnjë detyrim apo pagesë këtë muaj.',
    noticeSubject: (month, organization) => `Njoftim qiraje për ${month} nga ${organization}`,
    noticeBody: (tenant, month, total, dueDate) =>
      `Përshëndetje ${tenant},\n\nNjoftimi juaj i qirasë për ${month} është bashkëngjitur: ${total} duhet paguar më ${dueDate}.\n\nFaleminderit.`,
    statementSubject: (month, organization) => `Pasqyra juaj për ${month} nga ${organization}`,
    statementBody: (tenant, month, closing) =>
      `Përshëndetje ${tenant},\n\nPasqyra juaj për ${month} është bashkëngjitur. Bilanci përfundimtar: ${closing}.\n\nFaleminderit.`,
    links: (url) => `Shkarkojeni këtu: ${url}`,
  },
};
