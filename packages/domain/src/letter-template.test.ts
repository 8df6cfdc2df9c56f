import { describe, expect, it } from 'vitest';
import {
  renderTemplate,
  templateVariableNames,
  UnknownTemplateVariablesError,
  unknownTemplateVariables,
} from './letter-template.ts';

describe('renderTemplate', () => {
  it('fills every variable, with or without spaces inside the braces, as often as it appears', () => {
    const text = renderTemplate('Dear {{tenant.name}}, rent is {{ lease.rent }}. {{tenant.name}}, thank you.', {
      'tenant.name': 'Ana López',
      'lease.rent': '$1,200.00',
    });
    expect(text).toBe('Dear Ana López, rent is $1,200.00. Ana López, thank you.');
  });

  it('leaves text without variables and lone braces as they are', () => {
    expect(renderTemplate('Pay by {the 1st} or {{ }}.', {})).toBe('Pay by {the 1st} or {{ }}.');
  });

  it('puts values in literally, even ones that look like variables or replacement patterns', () => {
    expect(renderTemplate('{{a}}|{{b}}', { a: '{{b}}', b: '$& $1' })).toBe('{{b}}|$& $1');
  });

  it('throws a typed error naming each unknown variable once, in order of appearance', () => {
    let thrown: unknown;
    try {
      renderTemplate('{{tenant.nmae}} owes {{balance.due}} and {{tenant.nmae}} {{ foo }}', { 'balance.due': '€5' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UnknownTemplateVariablesError);
    expect((thrown as UnknownTemplateVariablesError).names).toEqual(['tenant.nmae', 'foo']);
    expect((thrown as Error).message).toBe('Unknown template variables: tenant.nmae, foo');
  });

  it('does not take inherited object properties for values', () => {
    expect(() => renderTemplate('{{constructor}}', {})).toThrow(UnknownTemplateVariablesError);
  });
});

describe('template variable names', () => {
  it('lists the names used and those outside a catalog', () => {
    const body = 'Hello {{tenant.name}}, {{ period }}, {{organization.lateFe}}';
    expect(templateVariableNames(body)).toEqual(['tenant.name', 'period', 'organization.lateFe']);
    expect(unknownTemplateVariables(body, ['tenant.name', 'period', 'organization.lateFee'])).toEqual([
      'organization.lateFe',
    ]);
  });
});
