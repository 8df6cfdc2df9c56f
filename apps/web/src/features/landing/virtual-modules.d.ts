/** `vite-landing-plugin.ts`: the landing's keys of one locale file. */
declare module 'virtual:landing-messages/*' {
  const messages: object;
  export default messages;
}
