// Checks a value against a calculator's JSON Schema before anything is built from it.
//
// A shared link or pasted JSON is untrusted: 50,000 rows would freeze the tab while the
// form grows one row each, and deep nesting overflows the stack. This walks the value
// only where the schema goes (so its depth is the schema's), refuses an array longer
// than its maxItems (or LIMITS.items when the schema gives none) before looking at its
// items, and stops at the first problem, which it names with its path.

export const LIMITS = { items: 200, length: 2000, linkChars: 400_000 };

const TYPE_NAMES = {
  object: "an object", array: "a list", string: "text", integer: "a whole number",
  number: "a number", boolean: "true or false", null: "nothing (null)",
};

function typeOf(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

function allowed(schema) {
  if (schema.type === undefined) return null;
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

function shown(value) {
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? "" : "s"}`;
  if (value && typeof value === "object") return "an object";
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/**
 * The first way `value` breaks `schema`, as a sentence naming where; null if none.
 * @param {object} schema @param {unknown} value @param {string} [where]
 * @returns {string | null}
 */
export function problemWith(schema, value, where = "input") {
  const branches = schema.oneOf || schema.anyOf;
  if (branches) return branchProblem(branches, value, where);
  if ("const" in schema) {
    return value === schema.const ? null : `${where} is ${shown(value)}; it takes ${shown(schema.const)}`;
  }
  if (schema.enum) {
    return schema.enum.some((option) => option === value) ? null
      : `${where} is ${shown(value)}; it takes one of ${schema.enum.map(shown).join(", ")}`;
  }
  const kind = typeOf(value);
  const types = allowed(schema);
  if (types && !types.includes(kind) && !(kind === "integer" && types.includes("number"))) {
    return `${where} should be ${types.map((t) => TYPE_NAMES[t] || t).join(" or ")}, not ${TYPE_NAMES[kind] || kind}`;
  }
  if (kind === "string") {
    const most = schema.maxLength ?? LIMITS.length;
    if (value.length > most) return `${where} is ${value.length.toLocaleString("en")} characters long; at most ${most}`;
  } else if (kind === "integer" || kind === "number") {
    if (schema.minimum !== undefined && value < schema.minimum) return `${where} is ${value}; at least ${schema.minimum}`;
    if (schema.maximum !== undefined && value > schema.maximum) return `${where} is ${value}; at most ${schema.maximum}`;
  } else if (kind === "array") {
    const most = schema.maxItems ?? LIMITS.items;
    if (value.length > most) return `${where} has ${value.length.toLocaleString("en")} items; at most ${most}`;
    if (schema.minItems !== undefined && value.length < schema.minItems) return `${where} has ${value.length} item${value.length === 1 ? "" : "s"}; at least ${schema.minItems}`;
    const items = schema.items || {};
    for (let i = 0; i < value.length; i++) {
      const problem = problemWith(items, value[i], `${where}[${i + 1}]`);
      if (problem) return problem;
    }
  } else if (kind === "object") {
    const properties = schema.properties || {};
    const keys = Object.keys(value);
    if (keys.length > LIMITS.items) return `${where} has ${keys.length.toLocaleString("en")} keys; at most ${LIMITS.items}`;
    for (const key of keys) {
      if (key in properties) {
        const problem = problemWith(properties[key], value[key], `${where}.${key}`);
        if (problem) return problem;
      } else if (schema.additionalProperties === false) {
        return `${where} has an unknown key ${shown(key)}; it takes ${Object.keys(properties).join(", ")}`;
      } else if (typeOf(value[key]) === "object" || typeOf(value[key]) === "array") {
        return `${where}.${key} is not something this calculator reads`;
      }
    }
    for (const key of schema.required || []) {
      if (!(key in value)) return `${where} is missing ${key}`;
    }
  }
  return null;
}

// One of several shapes (a calculator's modes): fine if any fits; otherwise the problem
// with the shape the value says it is (its `mode`), or with the first.
function branchProblem(branches, value, where) {
  const problems = branches.map((branch) => problemWith(branch, value, where));
  if (problems.includes(null)) return null;
  const mode = value && typeof value === "object" ? value.mode : undefined;
  const chosen = branches.findIndex((b) => b.properties?.mode?.const === (mode ?? b.properties?.mode?.default));
  return problems[chosen >= 0 ? chosen : 0];
}
