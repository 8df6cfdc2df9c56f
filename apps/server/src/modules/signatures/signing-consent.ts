import { createHash } from 'node:crypto';
import type { TLanguage } from '@rentwell/contracts/profile';

/**
 * The electronic-records disclosure (ESIGN Act § 101(c), UETA § 5) every signer accepts before signing, in the
 * language of their signing page. The language and SHA-256 of the text a signer accepted are kept with them and
 * printed on the certificate page, so the text accepted can be proven later. Never edit a text in place: a changed
 * text must come with a new hash, which is what the signer's record proves.
 */
const SIGNING_CONSENT_LINES: Record<TLanguage, readonly string[]> = {
  en: [
    'I agree to use electronic records and signatures for this document.',
    'I understand that my electronic signature has the same legal effect as a handwritten one.',
    'I have the right to receive a paper copy of this document: I may ask the sender for one at no charge.',
    'I may withdraw this consent before I sign by declining to sign; withdrawing does not affect anything signed before.',
    'I can open and keep PDF files, and I will receive the signed document as a PDF.',
  ],
  es: [
    'Acepto usar registros y firmas electrónicos para este documento.',
    'Entiendo que mi firma electrónica tiene el mismo efecto legal que una firma manuscrita.',
    'Tengo derecho a recibir una copia en papel de este documento: puedo pedírsela al remitente sin coste alguno.',
    'Puedo retirar este consentimiento antes de firmar rechazando la firma; retirarlo no afecta a nada firmado antes.',
    'Puedo abrir y conservar archivos PDF, y recibiré el documento firmado en PDF.',
  ],
  fr: [
    "J'accepte l'utilisation de documents et de signatures électroniques pour ce document.",
    "Je comprends que ma signature électronique a la même valeur juridique qu'une signature manuscrite.",
    "J'ai le droit de recevoir une copie papier de ce document : je peux la demander gratuitement à l'expéditeur.",
    "Je peux retirer ce consentement avant de signer en refusant de signer ; ce retrait n'affecte rien de ce qui a été signé auparavant.",
    'Je peux ouvrir et conserver des fichiers PDF, et je recevrai le document signé au format PDF.',
  ],
  he: [
    'אני מסכים/ה להשתמש ברשומות ובחתימות אלקטרוניות עבור מסמך זה.',
    'ידוע לי שלחתימה האלקטרונית שלי יש אותו תוקף משפטי כמו לחתימה בכתב יד.',
    'יש לי זכות לקבל עותק מודפס של מסמך זה: אני יכול/ה לבקש אותו מהשולח ללא תשלום.',
    'אני יכול/ה לחזור בי מהסכמה זו לפני החתימה על ידי סירוב לחתום; החזרה אינה משפיעה על דבר שנחתם קודם לכן.',
    'אני יכול/ה לפתוח ולשמור קובצי PDF, ואקבל את המסמך החתום כקובץ PDF.',
  ],
  sq: [
    'Pranoj të përdor të dhëna dhe nënshkrime elektronike për këtë dokument.',
    'E kuptoj që nënshkrimi im elektronik ka të njëjtën vlerë ligjore si një nënshkrim me dorë.',
    'Kam të drejtë të marr një kopje në letër të këtij dokumenti: mund t’ia kërkoj dërguesit pa pagesë.',
    'Mund ta tërheq këtë pëlqim para se të nënshkruaj duke refuzuar nënshkrimin; tërheqja nuk prek asgjë të nënshkruar më parë.',
    'Mund të hap dhe të ruaj skedarë PDF, dhe dokumentin e nënshkruar do ta marr si PDF.',
  ],
};

export type SigningConsent = { language: TLanguage; text: string; sha256: string };

const SIGNING_CONSENTS = Object.fromEntries(
  Object.entries(SIGNING_CONSENT_LINES).map(([language, lines]) => {
    const text = lines.join('\n');
    return [language, { language, text, sha256: createHash('sha256').update(text).digest('hex') }];
  }),
) as Record<TLanguage, SigningConsent>;

/** The disclosure in a language, with its SHA-256. */
export function signingConsentIn(language: TLanguage): SigningConsent {
  return SIGNING_CONSENTS[language];
}
