import { type PGlite, parse, protocol } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Parameter type OIDs of each statement already parsed on a PGlite instance, by statement name. */
const preparedOn = new WeakMap<PGlite, Map<string, number[]>>();

function concat(messages: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(messages.reduce((length, message) => length + message.byteLength, 0));
  let offset = 0;
  for (const message of messages) {
    joined.set(message, offset);
    offset += message.byteLength;
  }
  return joined;
}

/** Parses `text` as the named statement once per instance and returns its parameters' types. */
async function parameterTypes(client: PGlite, name: string, text: string): Promise<number[]> {
  let prepared = preparedOn.get(client);
  if (!prepared) {
    prepared = new Map();
    preparedOn.set(client, prepared);
  }
  const known = prepared.get(name);
  if (known) return known;
  const messages = await client.execProtocolStream(
    concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    { syncToFs: false },
  );
  const description = messages.find((message) => message.name === 'parameterDescription');
  const types = description && 'dataTypeIDs' in description ? (description.dataTypeIDs as number[]) : [];
  prepared.set(name, types);
  return types;
}

/**
 * Runs a statement on PGlite as a named prepared statement: parsed (and, after a few runs, planned) once per
 * instance instead of on every call as `query` does, which on the properties list was about 40 % of its CPU time.
 * PGlite is one session for the whole process, so the statement stays prepared until the instance closes. It holds
 * the same locks as `query` (no other transaction's statements in between), serializes values and parses rows with the
 * instance's own tables, and sends bind, execute and sync as one message.
 */
export async function queryNamedOnPglite<Row>(
  client: PGlite,
  statement: { name: string; text: string; values: unknown[] },
): Promise<Row[]> {
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const types = await parameterTypes(client, statement.name, statement.text);
      const values = statement.values.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[types[index] ?? 0];
        return serializer ? serializer(value) : String(value);
      });
      const messages = await client.execProtocolStream(
        concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      await client.syncToFs();
      const [result] = parse.parseResults(messages, client.parsers);
      return (result?.rows ?? []) as Row[];
    }),
  );
}
