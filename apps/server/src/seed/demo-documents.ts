import type { TCreateSignatureRequest } from '@rentwell/contracts/signatures';
import type { AppDeps } from '../app-deps.ts';
import { renderInPdfWorker } from '../documents/pdf-pool.ts';
import type { OrganizationActor } from '../lib/organization-scope.ts';
import { todayUtc } from '../lib/today.ts';
import { uploadDocument } from '../modules/documents/documents.service.ts';
import { completeSignatureRequest } from '../modules/signatures/signature-completion.ts';
import { createSignatureRequest } from '../modules/signatures/signatures.service.ts';
import {
  consentToSign,
  readSigningDocument,
  type SigningClient,
  signWithToken,
} from '../modules/signatures/signing.service.ts';
import { listTenantLeases } from '../modules/tenants/tenants.service.ts';

const HOUSE_RULES = [
  'Quiet hours are from 10 pm to 7 am. Please keep music and television at a considerate volume.',
  'Smoking and vaping are not allowed inside the buildings or within 25 feet of an entrance.',
  'Put household waste in the bins in bags; recycling goes loose into the blue bins, collected on Tuesdays.',
  'Bicycles belong in the bike room, not in hallways or stairwells.',
  'Guests staying more than 14 nights in a row need the landlord’s written consent.',
  'Report leaks, broken appliances and pests through the maintenance page as soon as you notice them.',
  'Pets need the landlord’s written consent; dogs are kept on a leash in the common areas.',
  'Barbecues with an open flame are not allowed on balconies.',
];

/** A one-page 'House rules' PDF, as a landlord would upload it. */
export function houseRulesPdf(organizationName: string): Promise<Buffer> {
  return renderInPdfWorker({
    kind: 'document',
    definition: {
      info: { title: 'House rules' },
      pageMargins: [60, 60, 60, 60],
      content: [
        { text: organizationName, fontSize: 10, color: '#6b7280' },
        { text: 'House rules', fontSize: 20, bold: true, margin: [0, 4, 0, 16] },
        {
          text: 'These rules apply to every resident and guest, so everyone can enjoy their home.',
          margin: [0, 0, 0, 12],
        },
        { ol: HOUSE_RULES, lineHeight: 1.3 },
        { text: 'Thank you for looking after your building and your neighbours.', margin: [0, 16, 0, 0] },
      ],
    },
  });
}

/** A drawn signature (a pen stroke), as the signing page's pad sends it: a PNG as base64. */
async function drawnSignature(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120">
    <path d="M20 80 C 40 20, 60 20, 70 70 S 100 110, 120 60 S 150 20, 170 70 C 180 95, 200 95, 215 60
      C 230 30, 245 40, 250 70 S 280 90, 300 55 L 340 50" fill="none" stroke="#1e3a8a" stroke-width="4"
      stroke-linecap="round"/>
  </svg>`;
  const { default: sharp } = await import('sharp');
  return (await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64');
}

const PHONE: SigningClient = {
  ip: '198.51.100.23',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};
const DESKTOP: SigningClient = {
  ip: '203.0.113.40',
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

function tokenOf(url: string | undefined): string {
  const token = url ? new URL(url).searchParams.get('token') : null;
  if (!token) throw new Error('the demo signing link has no token');
  return token;
}

/** Signs through the public signing service, as the signing page does: open, consent, sign. */
async function signAs(
  deps: AppDeps,
  token: string,
  client: SigningClient,
  signature: { method: 'typed'; typedSignature: string } | { method: 'drawn'; signaturePng: string },
) {
  await readSigningDocument(deps.db, deps.files, token, client);
  await consentToSign(deps.db, token, client, 'en');
  const settings = { baseUrl: deps.config.baseUrl, signatureLinkDays: deps.config.signatureLinkDays };
  return signWithToken({ db: deps.db, mailer: deps.mailer, settings }, token, client, signature);
}

/**
 * Documents and e-signatures: an uploaded 'House rules' PDF; the demo tenant's lease agreement signed by the tenant
 * and the landlord and sealed; another active lease's agreement signed by its tenant and awaiting the landlord, who
 * was invited by email. Everything goes through the real services, so the trail, the mail and the seal are real.
 */
export async function seedDemoDocuments(
  deps: AppDeps,
  landlord: OrganizationActor,
  demo: { tenantEmail: string; landlordName: string; landlordEmail: string; houseRules: Promise<Buffer> },
): Promise<void> {
  const settings = { baseUrl: deps.config.baseUrl, signatureLinkDays: deps.config.signatureLinkDays };
  const rules = await demo.houseRules;
  await uploadDocument(
    deps.db,
    deps.files,
    landlord,
    { title: 'House rules', kind: 'other' },
    new File([new Uint8Array(rules)], 'House rules.pdf', { type: 'application/pdf' }),
  );

  // The demo has a few dozen leases: one page holds them all.
  const { items: active } = await listTenantLeases(
    deps.db,
    landlord,
    { status: 'active', sort: 'name', page: 1, pageSize: 200 },
    todayUtc(),
  );
  const demoLease = active.find((lease) => lease.tenant?.email === demo.tenantEmail);
  const otherLease = active.find((lease) => lease.tenant && lease.tenant.email !== demo.tenantEmail);
  const landlordSigner = { name: demo.landlordName, email: demo.landlordEmail, role: 'landlord' } as const;

  if (demoLease?.tenant) {
    const input: TCreateSignatureRequest = {
      leaseId: demoLease.id,
      ordered: true,
      message: 'Here is your lease agreement to sign. I will countersign right after you.',
      signers: [
        { name: demoLease.tenant.name, email: demoLease.tenant.email, role: 'tenant', delivery: 'link' },
        { ...landlordSigner, delivery: 'link' },
      ],
    };
    const { request, links } = await createSignatureRequest(
      deps.db,
      deps.files,
      deps.mailer,
      settings,
      landlord,
      input,
    );
    await signAs(deps, tokenOf(links[0]?.url), PHONE, { method: 'typed', typedSignature: demoLease.tenant.name });
    await signAs(deps, tokenOf(links[1]?.url), DESKTOP, { method: 'drawn', signaturePng: await drawnSignature() });
    await completeSignatureRequest(deps, landlord, request.id);
  }

  if (otherLease?.tenant) {
    const input: TCreateSignatureRequest = {
      leaseId: otherLease.id,
      ordered: true,
      message: 'Please review and sign your lease agreement.',
      signers: [
        { name: otherLease.tenant.name, email: otherLease.tenant.email, role: 'tenant', delivery: 'link' },
        { ...landlordSigner, delivery: 'email' },
      ],
    };
    const { links } = await createSignatureRequest(deps.db, deps.files, deps.mailer, settings, landlord, input);
    await signAs(deps, tokenOf(links[0]?.url), PHONE, { method: 'typed', typedSignature: otherLease.tenant.name });
  }
}
