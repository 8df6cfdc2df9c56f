/** The port of the fake Stripe API for the journey server at `baseURL`: start-test-server.mjs sets it 1000 above. */
export function fakeStripePortFor(baseURL: string): number {
  return Number(new URL(baseURL).port) + 1000;
}
