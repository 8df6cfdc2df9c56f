import type { TPaymentMethod } from '@rentwell/contracts/payments';
import type { TLanguage } from '@rentwell/contracts/profile';

export type ReceiptTexts = {
  title: string;
  receiptNumber: string;
  issuedBy: string;
  receivedFrom: string;
  property: string;
  period: string;
  dueDate: string;
  amount: string;
  method: string;
  paidOn: string;
  confirmedOn: string;
  footer: string;
  methods: Record<TPaymentMethod, string>;
};

export const RECEIPT_TEXTS: Record<TLanguage, ReceiptTexts> = {
  en: {
    title: 'Rent receipt',
    receiptNumber: 'Receipt number',
    issuedBy: 'Issued by',
    receivedFrom: 'Received from',
    property: 'Property and unit',
    period: 'Rent period',
    dueDate: 'Due date',
    amount: 'Amount received',
    method: 'Payment method',
    paidOn: 'Paid on',
    confirmedOn: 'Confirmed on',
    footer: 'This receipt confirms the payment above was received.',
    methods: {
      bank_transfer: 'Bank transfer',
      cash: 'Cash',
      check: 'Check',
      card: 'Card',
      other: 'Other',
      online_card: 'Card, paid online',
      online_bank_account: 'US bank account (ACH), paid online',
    },
  },
  es: {
    title: 'Recibo de alquiler',
    receiptNumber: 'Número de recibo',
    issuedBy: 'Emitido por',
    receivedFrom: 'Recibido de',
    property: 'Propiedad y unidad',
    period: 'Periodo de alquiler',
    dueDate: 'Fecha de vencimiento',
    amount: 'Importe recibido',
    method: 'Método de pago',
    paidOn: 'Pagado el',
    confirmedOn: 'Confirmado el',
    footer: 'Este recibo confirma que se recibió el pago indicado.',
    methods: {
      bank_transfer: 'Transferencia bancaria',
      cash: 'Efectivo',
      check: 'Cheque',
      card: 'Tarjeta',
      other: 'Otro',
      online_card: 'Tarjeta, pagado en línea',
      online_bank_account: 'Cuenta bancaria de EE. UU. (ACH), pagado en línea',
    },
  },
  fr: {
    title: 'Quittance de loyer',
    receiptNumber: 'Numéro de quittance',
    issuedBy: 'Émise par',
    receivedFrom: 'Reçu de',
    property: 'Bien et logement',
    period: 'Période de loyer',
    dueDate: "Date d'échéance",
    amount: 'Montant reçu',
    method: 'Mode de paiement',
    paidOn: 'Payé le',
    confirmedOn: 'Confirmé le',
    footer: 'Cette quittance atteste la réception du paiement ci-dessus.',
    methods: {
      bank_transfer: 'Virement bancaire',
      cash: 'Espèces',
      check: 'Chèque',
      card: 'Carte',
      other: 'Autre',
      online_card: 'Carte, payé en ligne',
      online_bank_account: 'Compte bancaire américain (ACH), payé en ligne',
    },
  },
  he: {
    title: 'קבלה על תשלום שכר דירה',
    receiptNumber: 'מספר קבלה',
    issuedBy: 'הונפקה על ידי',
    receivedFrom: 'התקבל מאת',
    property: 'נכס ויחידה',
    period: 'תקופת השכירות',
    dueDate: 'תאריך פירעון',
    amount: 'הסכום שהתקבל',
    method: 'אמצעי תשלום',
    paidOn: 'שולם בתאריך',
    confirmedOn: 'אושר בתאריך',
    footer: 'קבלה זו מאשרת כי התשלום שלעיל התקבל.',
    methods: {
      bank_transfer: 'העברה בנקאית',
      cash: 'מזומן',
      check: 'המחאה',
      card: 'כרטיס אשראי',
      other: 'אחר',
      online_card: 'כרטיס אשראי, שולם באינטרנט',
      online_bank_account: 'חשבון בנק אמריקאי (ACH), שולם באינטרנט',
    },
  },
  sq: {
    title: 'Faturë qiraje',
    receiptNumber: 'Numri i faturës',
    issuedBy: 'Lëshuar nga',
    receivedFrom: 'Marrë nga',
    property: 'Prona dhe njësia',
    period: 'Periudha e qirasë',
    dueDate: 'Data e afatit',
    amount: 'Shuma e marrë',
    method: 'Mënyra e pagesës',
    paidOn: 'Paguar më',
    confirmedOn: 'Konfirmuar më',
    footer: 'Kjo faturë konfirmon se pagesa e mësipërme është marrë.',
    methods: {
      bank_transfer: 'Transfertë bankare',
      cash: 'Para në dorë',
      check: 'Çek',
      card: 'Kartë',
      other: 'Tjetër',
      online_card: 'Kartë, paguar në internet',
      online_bank_account: 'Llogari bankare amerikane (ACH), paguar në internet',
    },
  },
};
