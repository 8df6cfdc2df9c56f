import type { TLanguage } from '@rentwell/contracts/profile';
import type { Alignment, Column, Content, ContentStack, ContentText, TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdfLine } from './bidi-text.ts';
import { documentFormats } from './document-formats.ts';
import { type LeaseAgreementInput, leaseAgreementTitle } from './lease-agreement.ts';
import { type AgreementValues, LEASE_AGREEMENT_TEXTS, type LeaseAgreementTexts } from './lease-agreement-texts.ts';
import { isolate, pdfParagraph } from './pdf-paragraph.ts';

const A4_WIDTH = 595.28;
const MARGIN = 56;
const CONTENT_WIDTH = A4_WIDTH - 2 * MARGIN;
const BODY_SIZE = 10;
const PARTY_PADDING = 10;
const BULLET_WIDTH = 14;
const MUTED = '#52525b';

function agreementValues(input: LeaseAgreementInput, language: TLanguage): AgreementValues {
  const format = documentFormats(language);
  const { premises, rent } = input;
  const address = [
    premises.address,
    premises.city,
    `${premises.state} ${premises.zipCode}`.trim(),
    format.country(premises.country),
  ]
    .filter((part) => part !== '')
    .join(', ');
  return {
    property: isolate(premises.propertyName),
    unit: isolate(premises.unitLabel),
    address: isolate(address),
    startDate: isolate(format.date(input.term.startDate)),
    endDate: isolate(format.date(input.term.endDate)),
    rent: isolate(format.money(rent.monthlyRentMinor, rent.currency)),
    deposit: rent.securityDepositMinor > 0 ? isolate(format.money(rent.securityDepositMinor, rent.currency)) : null,
    dueDay: rent.dueDay,
    graceDays: input.rentRules.graceDays,
    lateFee: isolate(input.rentRules.lateFee),
  };
}

/** renderLeaseAgreement's document, laid out in the PDF worker. */
export function leaseAgreementDocument(input: LeaseAgreementInput, language: TLanguage): TDocumentDefinitions {
  const texts = LEASE_AGREEMENT_TEXTS[language];
  const values = agreementValues(input, language);
  const rtl = language === 'he';
  const direction = rtl ? 'rtl' : 'ltr';
  const start: Alignment = rtl ? 'right' : 'left';
  const end: Alignment = rtl ? 'left' : 'right';
  const inReadingOrder = <T>(items: T[]) => (rtl ? [...items].reverse() : items);
  const paragraph = (
    text: string,
    width: number,
    style: { bold?: boolean; fontSize?: number; alignment?: Alignment } = {},
  ): ContentText | ContentStack => ({
    ...pdfParagraph(text, direction, { width, fontSize: style.fontSize ?? BODY_SIZE, bold: style.bold }),
    // Prose is justified; right-to-left lines are laid out here, one by one, so they align right.
    alignment: rtl ? 'right' : 'justify',
    margin: [0, 0, 0, 4],
    ...style,
  });

  const partyWidth = CONTENT_WIDTH / 2 - 2 * PARTY_PADDING;
  const party = (role: string, name: string, fields: [string, string | null][]): Content => ({
    stack: [
      { ...pdfLine(role, direction), color: MUTED, fontSize: 8.5, bold: true, margin: [0, 0, 0, 4] },
      paragraph(isolate(name), partyWidth, { bold: true, fontSize: 11, alignment: start }),
      ...fields.flatMap(([label, value]) =>
        value ? [paragraph(texts.field(label, isolate(value)), partyWidth, { fontSize: 9.5, alignment: start })] : [],
      ),
    ],
  });
  const parties: Content = {
    table: {
      widths: ['*', '*'],
      body: [
        inReadingOrder([
          party(texts.landlord, input.landlord.organizationName, [
            [texts.representedBy, input.landlord.representativeName],
            [texts.email, input.landlord.contactEmail],
          ]),
          party(texts.tenant, input.tenant.fullName, [
            [texts.email, input.tenant.email],
            [texts.phone, input.tenant.phone],
          ]),
        ]),
      ],
    },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: (index) => (index === 1 ? 0.5 : 0),
      hLineColor: () => '#d4d4d8',
      vLineColor: () => '#d4d4d8',
      paddingLeft: () => PARTY_PADDING,
      paddingRight: () => PARTY_PADDING,
      paddingTop: () => PARTY_PADDING,
      paddingBottom: () => PARTY_PADDING,
    },
    margin: [0, 8, 0, 0],
  };

  const houseRules: Content[] = [
    paragraph(texts.houseRules.intro, CONTENT_WIDTH),
    ...texts.houseRules.rules.map(
      (rule): Content => ({
        columns: inReadingOrder<Column>([
          { text: '•', width: BULLET_WIDTH, alignment: start },
          { width: '*', ...paragraph(rule, CONTENT_WIDTH - BULLET_WIDTH, { alignment: start }) },
        ]),
        columnGap: 0,
      }),
    ),
  ];
  const clause = ({ heading, paragraphs }: LeaseAgreementTexts['premises']): [string, Content[]] => [
    heading,
    paragraphs(values).map((text) => paragraph(text, CONTENT_WIDTH)),
  ];
  const [partiesHeading, partiesIntro] = clause(texts.parties);
  const ownClauses = input.clauses
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .map((text) => paragraph(text.replace(/\s*\n\s*/g, ' '), CONTENT_WIDTH));
  const sections: [string, Content[]][] = [
    [partiesHeading, [...partiesIntro, parties]],
    ...[texts.premises, texts.term, texts.rent, texts.deposit, texts.use].map(clause),
    [texts.houseRules.heading, houseRules],
    ...[texts.maintenance, texts.entry, texts.termination, texts.general].map(clause),
    ...(ownClauses.length > 0 ? [[texts.additionalClauses, ownClauses] as [string, Content[]]] : []),
    clause(texts.signatures),
  ];

  return {
    info: {
      title: texts.title,
      author: input.landlord.organizationName,
      subject: leaseAgreementTitle(input, language),
    },
    pageSize: 'A4',
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN],
    defaultStyle: { fontSize: BODY_SIZE, lineHeight: 1.25 },
    content: [
      { ...pdfLine(texts.title, direction), fontSize: 20, bold: true, alignment: 'center', margin: [0, 0, 0, 4] },
      {
        ...pdfLine(`${values.property} — ${values.unit}`, direction),
        color: MUTED,
        alignment: 'center',
        margin: [0, 0, 0, 12],
      },
      ...sections.flatMap(([heading, [first, ...rest]], index): Content[] => [
        {
          // A heading stays on the page of its clause's first paragraph.
          unbreakable: true,
          stack: [
            {
              ...paragraph(`${index + 1}. ${heading}`, CONTENT_WIDTH, { bold: true, fontSize: 11.5, alignment: start }),
              margin: [0, 12, 0, 4],
            },
            first ?? [],
          ],
        },
        ...rest,
      ]),
    ],
    footer: (currentPage: number, pageCount: number): Content => ({
      columns: inReadingOrder<Content>([
        { ...pdfLine(texts.title, direction), alignment: start, color: '#71717a', fontSize: 8 },
        { ...pdfLine(texts.page(currentPage, pageCount), direction), alignment: end, color: '#71717a', fontSize: 8 },
      ]),
      margin: [MARGIN, 20, MARGIN, 0],
    }),
  };
}
