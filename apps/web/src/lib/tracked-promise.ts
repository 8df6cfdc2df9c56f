import type { ReactPromise } from 'react';

/** Marks the promise with its outcome the way React's `use` reads it, so once settled it renders without suspending. */
export function track<T>(promise: Promise<T>): ReactPromise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}
