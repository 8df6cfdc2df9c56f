import { setAutoFreeze } from 'immer';

// recharts keeps chart elements in its Redux Toolkit store, whose immer deep-freezes what is stored, while Preact
// writes its own links into the element objects it renders (decision 022): the store must leave them writable.
// Charts import recharts through this module, so the setting is made before any chart's store exists.
setAutoFreeze(false);

export * from 'recharts';
