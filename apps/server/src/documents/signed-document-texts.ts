import type { TLanguage } from '@rentwell/contracts/profile';
import type { TSignatureMethod, TSignerRole } from '@rentwell/contracts/signatures';
import type { TextDirection } from './bidi-text.ts';
import { documentFormats } from './document-formats.ts';

/** The labels of the pages appended to a signed document: the signature page and the certificate of completion. */
export type SignedDocumentTexts = {
  direction: Exclude<TextDirection, 'auto'>;
  /** A moment in UTC, with the zone named: "March 1, 2026 at 10:04:05 AM UTC". */
  dateTime: (moment: Date) => string;
  signaturesTitle: string;
  signaturesIntro: string;
  certificateTitle: string;
  certificateIntro: string;
  document: string;
  completedAt: string;
  originalSha256: string;
  consentTextSha256: string;
  signer: (position: number, count: number) => string;
  name: string;
  role: string;
  email: string;
  signedAt: string;
  ipAddress: string;
  userAgent: string;
  signatureMethod: string;
  methods: Record<TSignatureMethod, string>;
  roles: Record<TSignerRole, string>;
  timesInUtc: string;
  sealNote: string;
};

export const SIGNED_DOCUMENT_TEXTS: Record<TLanguage, SignedDocumentTexts> = {
  en: {
    direction: 'ltr',
    dateTime: documentFormats('en').dateTime,
    signaturesTitle: 'Signatures',
    signaturesIntro: 'The parties below signed this document electronically.',
    certificateTitle: 'Certificate of completion',
    certificateIntro: 'This certificate records who signed the document, when, and from where.',
    document: 'Document',
    completedAt: 'Completed',
    originalSha256: 'SHA-256 of the original document',
    consentTextSha256: 'SHA-256 of the electronic records consent',
    signer: (position, count) => `Signer ${position} of ${count}`,
    name: 'Name',
    role: 'Role',
    email: 'Email',
    signedAt: 'Signed',
    ipAddress: 'IP address',
    userAgent: 'Browser (user agent)',
    signatureMethod: 'Signature',
    methods: { drawn: 'Drawn by hand', typed: 'Typed name' },
    roles: { tenant: 'Tenant', landlord: 'Landlord', co_signer: 'Co-signer', witness: 'Witness' },
    timesInUtc: 'All times are in Coordinated Universal Time (UTC).',
    sealNote:
      'This file is sealed with the digital signature of the Rentwell installation that collected the signatures. Any change to the file breaks the seal.',
  },
  es: {
    direction: 'ltr',
    dateTime: documentFormats('es').dateTime,
    signaturesTitle: 'Firmas',
    signaturesIntro: 'Las partes indicadas a continuación firmaron este documento electrónicamente.',
    certificateTitle: 'Certificado de finalización',
    certificateIntro: 'Este certificado registra quién firmó el documento, cuándo y desde dónde.',
    document: 'Documento',
    completedAt: 'Completado',
    originalSha256: 'SHA-256 del documento original',
    consentTextSha256: 'SHA-256 del consentimiento de registros electrónicos',
    signer: (position, count) => `Firmante ${position} de ${count}`,
    name: 'Nombre',
    role: 'Función',
    email: 'Correo electrónico',
    signedAt: 'Firmado',
    ipAddress: 'Dirección IP',
    userAgent: 'Navegador (agente de usuario)',
    signatureMethod: 'Firma',
    methods: { drawn: 'Dibujada a mano', typed: 'Nombre escrito' },
    roles: { tenant: 'Inquilino', landlord: 'Arrendador', co_signer: 'Cofirmante', witness: 'Testigo' },
    timesInUtc: 'Todas las horas están en tiempo universal coordinado (UTC).',
    sealNote:
      'Este archivo está sellado con la firma digital de la instalación de Rentwell que recogió las firmas. Cualquier cambio en el archivo rompe el sello.',
  },
  fr: {
    direction: 'ltr',
    dateTime: documentFormats('fr').dateTime,
    signaturesTitle: 'Signatures',
    signaturesIntro: 'Les parties ci-dessous ont signé ce document électroniquement.',
    certificateTitle: 'Certificat d’achèvement',
    certificateIntro: 'Ce certificat indique qui a signé le document, quand et d’où.',
    document: 'Document',
    completedAt: 'Terminé',
    originalSha256: 'SHA-256 du document original',
    consentTextSha256: 'SHA-256 du consentement aux documents électroniques',
    signer: (position, count) => `Signataire ${position} sur ${count}`,
    name: 'Nom',
    role: 'Rôle',
    email: 'E-mail',
    signedAt: 'Signé',
    ipAddress: 'Adresse IP',
    userAgent: 'Navigateur (agent utilisateur)',
    signatureMethod: 'Signature',
    methods: { drawn: 'Tracée à la main', typed: 'Nom saisi' },
    roles: { tenant: 'Locataire', landlord: 'Bailleur', co_signer: 'Cosignataire', witness: 'Témoin' },
    timesInUtc: 'Toutes les heures sont en temps universel coordonné (UTC).',
    sealNote:
      'Ce fichier est scellé par la signature numérique de l’installation Rentwell qui a recueilli les signatures. Toute modification du fichier rompt le sceau.',
  },
  he: {
    direction: 'rtl',
    dateTime: documentFormats('he').dateTime,
    signaturesTitle: 'חתימות',
    signaturesIntro: 'הצדדים המפורטים להלן חתמו על מסמך זה באופן אלקטרוני.',
    certificateTitle: 'אישור השלמה',
    certificateIntro: 'אישור זה מתעד מי חתם על המסמך, מתי ומאיפה.',
    document: 'מסמך',
    completedAt: 'הושלם',
    originalSha256: 'SHA-256 של המסמך המקורי',
    consentTextSha256: 'SHA-256 של ההסכמה לרשומות אלקטרוניות',
    signer: (position, count) => `חותם ${position} מתוך ${count}`,
    name: 'שם',
    role: 'תפקיד',
    email: 'דוא"ל',
    signedAt: 'נחתם',
    ipAddress: 'כתובת IP',
    userAgent: 'דפדפן (סוכן משתמש)',
    signatureMethod: 'חתימה',
    methods: { drawn: 'צוירה ביד', typed: 'שם מוקלד' },
    roles: { tenant: 'שוכר', landlord: 'משכיר', co_signer: 'חותם נוסף', witness: 'עד' },
    timesInUtc: 'כל השעות הן לפי הזמן האוניברסלי המתואם (UTC).',
    sealNote: 'קובץ זה חתום בחתימה הדיגיטלית של התקנת Rentwell שאספה את החתימות. כל שינוי בקובץ שובר את החותם.',
  },
  sq: {
    direction: 'ltr',
    dateTime: documentFormats('sq').dateTime,
    signaturesTitle: 'Nënshkrimet',
    signaturesIntro: 'Palët e mëposhtme e nënshkruan këtë dokument në mënyrë elektronike.',
    certificateTitle: 'Certifikatë përfundimi',
    certificateIntro: 'Kjo certifikatë regjistron kush e nënshkroi dokumentin, kur dhe nga ku.',
    document: 'Dokumenti',
    completedAt: 'Përfunduar',
    originalSha256: 'SHA-256 i dokumentit origjinal',
    consentTextSha256: 'SHA-256 i pëlqimit për të dhënat elektronike',
    signer: (position, count) => `Nënshkruesi ${position} nga ${count}`,
    name: 'Emri',
    role: 'Roli',
    email: 'Email',
    signedAt: 'Nënshkruar',
    ipAddress: 'Adresa IP',
    userAgent: 'Shfletuesi (agjenti i përdoruesit)',
    signatureMethod: 'Nënshkrimi',
    methods: { drawn: 'Vizatuar me dorë', typed: 'Emër i shtypur' },
    roles: { tenant: 'Qiramarrësi', landlord: 'Qiradhënësi', co_signer: 'Bashkënënshkruesi', witness: 'Dëshmitari' },
    timesInUtc: 'Të gjitha oraret janë në kohën universale të koordinuar (UTC).',
    sealNote:
      'Ky skedar është vulosur me nënshkrimin dixhital të instalimit Rentwell që mblodhi nënshkrimet. Çdo ndryshim i skedarit e thyen vulën.',
  },
};
