/** `{{name}}` or `{{ name }}`: a dotted name of letters, digits and underscores. */
const VARIABLE = /\{\{\s*([A-Za-z][\w.]*)\s*\}\}/g;

/** A template names variables the values do not hold; `names` lists each once, in the order they first appear. */
export class UnknownTemplateVariablesError extends Error {
  readonly names: readonly string[];

  constructor(names: readonly string[]) {
    super(`Unknown template variable${names.length === 1 ? '' : 's'}: ${names.join(', ')}`);
    this.name = 'UnknownTemplateVariablesError';
    this.names = names;
  }
}

/** The variable names a template uses, each once, in the order they first appear. */
export function templateVariableNames(body: string): string[] {
  return [...new Set(Array.from(body.matchAll(VARIABLE), (match) => match[1] as string))];
}

/** The names a template uses that are not among `known`. */
export function unknownTemplateVariables(body: string, known: readonly string[]): string[] {
  return templateVariableNames(body).filter((name) => !known.includes(name));
}

/**
 * Fills each `{{name}}` of a template with its value. A name without a value throws
 * `UnknownTemplateVariablesError` listing every such name: a letter never goes out with a gap.
 */
export function renderTemplate(body: string, variables: Readonly<Record<string, string>>): string {
  const unknown = templateVariableNames(body).filter((name) => !Object.hasOwn(variables, name));
  if (unknown.length > 0) throw new UnknownTemplateVariablesError(unknown);
  return body.replace(VARIABLE, (_match, name: string) => variables[name] as string);
}
