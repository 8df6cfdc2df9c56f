/** `vite-messages-plugin.ts`: one namespace of one locale file, and the loaders of every language's namespaces. */
declare module 'virtual:messages/*' {
  const messages: Record<string, unknown>;
  export default messages;
}

declare module 'virtual:message-loaders' {
  const loaders: Record<string, Record<string, () => Promise<{ default: Record<string, unknown> }>>>;
  export default loaders;
}
