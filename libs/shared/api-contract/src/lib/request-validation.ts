import * as v from 'valibot';

/** Parts of a request a 400 can point at, used as the first segment of `field`. */
export type RequestPart = 'params' | 'query' | 'headers' | 'body';

/** One reason a request was refused, naming the field as a dotted path (`body.searchCriterias.adult`). */
export const IssueDetailSchema = v.object({
  field: v.string(),
  message: v.string(),
});

/** A refused field and why. */
export type IssueDetail = v.InferOutput<typeof IssueDetailSchema>;

/** The 400 reply: the API's error shape with details that always name the fields. */
export const ValidationErrorSchema = v.object({
  code: v.literal('BAD_REQUEST'),
  message: v.string(),
  details: v.array(IssueDetailSchema),
});

/** A 400 reply. */
export type ValidationError = v.InferOutput<typeof ValidationErrorSchema>;

/** Deepest nesting of objects and lists a request may carry: far above any contract shape, far below a stack overflow. */
export const MAX_INPUT_DEPTH = 32;

/** How many field errors the one-line message lists before summarising the rest. */
const MESSAGE_DETAILS = 3;

const TYPE_NAMES: Readonly<Record<string, string>> = {
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  Object: 'an object',
  Array: 'a list',
  null: 'null',
  never: 'absent',
};

function describeExpected(expected: string | null): string {
  if (expected === null) return 'valid';
  const options = expected
    .replace(/^\((.*)\)$/, '$1')
    .split('|')
    .map((option) => option.trim().replace(/^"(.*)"$/, '$1'))
    .map((option) => TYPE_NAMES[option] ?? option);
  return options.length > 1 ? `one of ${options.join(', ')}` : options[0];
}

function sizeUnit(input: unknown): string {
  return typeof input === 'string' ? 'characters' : 'items';
}

/** Valibot's own messages start with "Invalid …"; ours (set on the contract's schemas) are already readable. */
function isDefaultMessage(message: string): boolean {
  return message.startsWith('Invalid ');
}

/** A short, client-readable reason for one issue ("must be between 1 and 20", "is required"). */
export function readableIssueMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.type === 'strict_object' && issue.expected === 'never') return 'is not allowed';
  if (issue.kind === 'schema' && issue.input === undefined) return 'is required';
  if (!isDefaultMessage(issue.message)) return issue.message;
  switch (issue.type) {
    case 'min_value':
      return `must be at least ${String(issue.requirement)}`;
    case 'max_value':
      return `must be at most ${String(issue.requirement)}`;
    case 'min_length':
      return `must have at least ${String(issue.requirement)} ${sizeUnit(issue.input)}`;
    case 'max_length':
      return `must have at most ${String(issue.requirement)} ${sizeUnit(issue.input)}`;
    case 'integer':
      return 'must be a whole number';
    case 'email':
      return 'must be a valid email address';
    case 'regex':
      return 'has an invalid format';
    default:
      return issue.kind === 'schema' ? `must be ${describeExpected(issue.expected)}` : 'is invalid';
  }
}

/** The dotted path of an issue under its request part (`query.maxResults`, `body.events.0.name`). */
export function issueField(issue: v.BaseIssue<unknown>, part?: string): string {
  const keys = (issue.path ?? []).map((item) => String(item.key));
  const segments = part === undefined ? keys : [part, ...keys];
  return segments.length === 0 ? 'request' : segments.join('.');
}

/**
 * Valibot issues as the API's 400 wording: one detail per field (first reason kept) and a one-line
 * message such as "query.maxResults: must be between 1 and 30".
 */
export function formatIssues(issues: readonly v.BaseIssue<unknown>[], part?: string): { message: string; details: IssueDetail[] } {
  const details: IssueDetail[] = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    const field = issueField(issue, part);
    if (seen.has(field)) continue;
    seen.add(field);
    details.push({ field, message: readableIssueMessage(issue) });
  }
  const listed = details.slice(0, MESSAGE_DETAILS).map((detail) => `${detail.field}: ${detail.message}`);
  const more = details.length - listed.length;
  const message = details.length === 0 ? 'The request is invalid.' : `${listed.join('; ')}${more > 0 ? ` (and ${more} more)` : ''}`;
  return { message, details };
}

/** The parsed part of a request, or the 400 reply to send instead. */
export type RequestPartResult<TOutput> = { success: true; output: TOutput } | { success: false; error: ValidationError };

/** The parts of a valibot schema the walk below reads. */
interface SchemaParts {
  readonly type: string;
  readonly wrapped?: v.GenericSchema;
  readonly entries?: Readonly<Record<string, v.GenericSchema>>;
  readonly value?: v.GenericSchema;
  readonly item?: v.GenericSchema;
}

const OBJECT_SCHEMAS: ReadonlySet<string> = new Set(['object', 'strict_object', 'loose_object', 'object_with_rest', 'record']);
const WRAPPING_SCHEMAS: ReadonlySet<string> = new Set(['optional', 'exact_optional', 'nullable', 'nullish', 'undefinedable']);

/**
 * The path of a list sent where the contract wants an object, or null. Valibot's object and record
 * schemas take a list for an object (it is one, in JavaScript); JSON Schema, and so the published
 * document, does not: `criterias: []` must be refused as the document says. Follows the schema
 * (objects, records, lists, optional values); a choice between schemas is left to valibot.
 */
export function listWhereObject(schema: v.GenericSchema, input: unknown, path: readonly string[] = []): readonly string[] | null {
  const { type, wrapped, entries, value, item } = schema as unknown as SchemaParts;
  if (WRAPPING_SCHEMAS.has(type) && wrapped !== undefined) return input === undefined || input === null ? null : listWhereObject(wrapped, input, path);
  if (type === 'array' && item !== undefined && Array.isArray(input)) {
    for (const [index, element] of input.entries()) {
      const found = listWhereObject(item, element, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (!OBJECT_SCHEMAS.has(type) || input === null || typeof input !== 'object') return null;
  if (Array.isArray(input)) return path;
  const fields: [string, v.GenericSchema | undefined][] = type === 'record' ? Object.keys(input).map((key) => [key, value]) : Object.entries(entries ?? {});
  for (const [key, fieldSchema] of fields) {
    const found = fieldSchema === undefined ? null : listWhereObject(fieldSchema, (input as Record<string, unknown>)[key], [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/** Parses one part of a request with its contract schema; a failure is already the 400 reply body. */
export function parseRequestPart<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown, part: RequestPart): RequestPartResult<v.InferOutput<TSchema>> {
  const list = listWhereObject(schema, input);
  if (list !== null) {
    const field = [part, ...list].join('.');
    return { success: false, error: { code: 'BAD_REQUEST', message: `${field}: must be an object`, details: [{ field, message: 'must be an object' }] } };
  }
  const result = v.safeParse(schema, input);
  if (result.success) return { success: true, output: result.output };
  return { success: false, error: { code: 'BAD_REQUEST', ...formatIssues(result.issues, part) } };
}
