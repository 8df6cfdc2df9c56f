import type { TSignUpRole } from '@rentwell/contracts/roles';

type RequestOptions = {
  json?: unknown;
  headers?: Record<string, string>;
  body?: BodyInit;
  /** The Origin header to send: ours unless told; null sends none, as a non-browser client would. */
  origin?: string | null;
};

export type SignUpInput = {
  name?: string;
  email?: string;
  password?: string;
  role: TSignUpRole | string;
  phone?: string;
  organizationName?: string;
  /** The browser's time zone the web sends; left out, the organization is in UTC. */
  timeZone?: string;
};

let emailCounter = 0;
export function uniqueEmail(prefix = 'user'): string {
  emailCounter += 1;
  return `${prefix}-${Date.now()}-${emailCounter}@example.test`;
}

/** Talks to the in-process app like a browser: keeps cookies, sends Origin, and has its own client IP. */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(
    private readonly fetcher: (request: Request) => Promise<Response>,
    private readonly baseUrl: string,
    readonly ip: string,
  ) {}

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
    const origin = options.origin === undefined ? this.baseUrl : options.origin;
    const headers = new Headers({
      ...(origin === null ? {} : { origin }),
      'x-forwarded-for': this.ip,
      ...options.headers,
    });
    if (this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    let body = options.body;
    if (options.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(options.json);
    }
    // `duplex` lets a test stream a request body; the DOM typings do not know the option yet.
    const init = { method, headers, body, duplex: 'half' } as RequestInit;
    const response = await this.fetcher(new Request(`${this.baseUrl}${path}`, init));
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const separator = pair?.indexOf('=') ?? -1;
      if (!pair || separator < 0) continue;
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get(path: string, options?: RequestOptions) {
    return this.request('GET', path, options);
  }

  post(path: string, json?: unknown, options?: RequestOptions) {
    return this.request('POST', path, { ...options, json: json ?? {} });
  }

  patch(path: string, json: unknown, options?: RequestOptions) {
    return this.request('PATCH', path, { ...options, json });
  }

  async signUp(input: SignUpInput) {
    const body = {
      name: input.name ?? 'Test Person',
      email: input.email ?? uniqueEmail(input.role),
      password: input.password ?? 'correct-horse-battery',
      role: input.role,
      ...(input.phone ? { phone: input.phone } : {}),
      ...(input.organizationName ? { organizationName: input.organizationName } : {}),
      ...(input.timeZone !== undefined ? { timeZone: input.timeZone } : {}),
    };
    const response = await this.post('/api/auth/sign-up/email', body);
    return { response, email: body.email, password: body.password };
  }

  signIn(email: string, password: string) {
    return this.post('/api/auth/sign-in/email', { email, password });
  }

  signOut() {
    return this.post('/api/auth/sign-out', {});
  }
}
