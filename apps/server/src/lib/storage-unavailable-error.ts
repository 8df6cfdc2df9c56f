/** The file store could not be reached or failed (network, outage, 5xx): answered 503, since trying later may work. */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The file store is unavailable', { cause });
    this.name = 'StorageUnavailableError';
  }
}
