// A form generated from a calculator's JSON Schema, kept in sync with its JSON.
// Handles what the calculators use: objects, enums, integers, booleans, strings,
// nullable values, arrays (with add and remove) and modes (oneOf objects with a "mode"
// constant). Anything else stays JSON-only.

let counter = 0;
const uid = (name) => `rb-f-${name.replace(/[^a-z0-9]/gi, "")}-${++counter}`;

function kindOf(schema) {
  if (schema.enum) return "enum";
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  return type || (schema.properties ? "object" : "string");
}

function labelled(name, schema, control) {
  const wrap = document.createElement("div");
  wrap.className = "rb-field";
  const label = document.createElement("label");
  label.htmlFor = control.id;
  label.textContent = schema.title || name;
  wrap.append(label, control);
  if (schema.description) {
    const help = document.createElement("small");
    help.className = "rb-field__help";
    help.id = `${control.id}-help`;
    help.textContent = schema.description;
    control.setAttribute("aria-describedby", help.id);
    wrap.append(help);
  }
  return wrap;
}

// Each builder returns {element, get(), set(value)}.
function field(name, schema, changed) {
  if (schema.oneOf) return modesField(name, schema, changed);
  if (schema.const !== undefined) return { element: document.createElement("span"), get: () => schema.const, set() {} };
  const kind = kindOf(schema);
  if (kind === "object") return objectField(name, schema, changed);
  if (kind === "array") return arrayField(name, schema, changed);
  let control;
  if (kind === "enum") {
    control = document.createElement("select");
    for (const option of schema.enum) control.append(new Option(option === null ? "(none)" : String(option), JSON.stringify(option)));
  } else {
    control = document.createElement("input");
    control.type = kind === "boolean" ? "checkbox" : kind === "integer" || kind === "number" ? "number" : "text";
    if (schema.minimum !== undefined) control.min = schema.minimum;
    if (schema.maximum !== undefined) control.max = schema.maximum;
  }
  control.id = uid(name);
  control.name = name;
  control.addEventListener(control.type === "checkbox" || control.tagName === "SELECT" ? "change" : "input", changed);
  const nullable = Array.isArray(schema.type) && schema.type.includes("null");
  return {
    element: labelled(name, schema, control),
    get() {
      if (kind === "enum") return JSON.parse(control.value);
      if (kind === "boolean") return control.checked;
      if (kind === "integer" || kind === "number") return control.value === "" ? null : Number(control.value);
      return nullable && control.value === "" ? null : control.value;
    },
    set(value) {
      // a default of null ("none") is a choice of its own, not a missing default
      if (kind === "enum") control.value = JSON.stringify(value !== undefined ? value : "default" in schema ? schema.default : schema.enum[0]);
      else if (kind === "boolean") control.checked = Boolean(value ?? schema.default);
      else control.value = value ?? schema.default ?? "";
    },
  };
}

function objectField(name, schema, changed) {
  const box = document.createElement(name ? "fieldset" : "div");
  if (name) {
    const legend = document.createElement("legend");
    legend.textContent = schema.title || name;
    box.append(legend);
  }
  const children = Object.entries(schema.properties || {}).map(([key, sub]) => [key, field(key, sub, changed)]);
  for (const [, child] of children) box.append(child.element);
  const optional = new Set(Object.keys(schema.properties || {}).filter((k) => !(schema.required || []).includes(k)));
  return {
    element: box,
    get() {
      const value = {};
      for (const [key, child] of children) {
        const v = child.get();
        if (!(optional.has(key) && (v === null || v === ""))) value[key] = v;
      }
      return value;
    },
    set(value) {
      for (const [key, child] of children) child.set(value ? value[key] : undefined);
    },
  };
}

// A calculator with two ways in (the whole position, or a tally): oneOf objects told
// apart by their "mode" constant. A select picks the mode; only its fields are shown.
function modesField(name, schema, changed) {
  const box = document.createElement("div");
  const branches = schema.oneOf.map((branch) => ({ branch, mode: branch.properties.mode.const }));
  const pick = document.createElement("select");
  pick.id = uid("mode");
  for (const { branch, mode } of branches) pick.append(new Option(branch.title || mode, mode));
  const built = branches.map(({ branch }) => objectField("", branch, changed));
  box.append(labelled("mode", { title: "Mode", description: schema.description }, pick), ...built.map((b) => b.element));
  const show = () => built.forEach((b, i) => { b.element.hidden = branches[i].mode !== pick.value; });
  const active = () => built[branches.findIndex((b) => b.mode === pick.value)];
  pick.addEventListener("change", () => {
    show();
    changed();
  });
  return {
    element: box,
    get: () => active().get(),
    set(value) {
      const mode = value && value.mode;
      pick.value = branches.some((b) => b.mode === mode) ? mode : branches[0].mode;
      show();
      // the other mode's fields start from their defaults, ready for a switch
      built.forEach((b, i) => b.set(branches[i].mode === pick.value ? value : undefined));
    },
  };
}

function arrayField(name, schema, changed) {
  const box = document.createElement("fieldset");
  box.className = "rb-array";
  const legend = document.createElement("legend");
  legend.textContent = schema.title || name;
  const list = document.createElement("div");
  const add = document.createElement("button");
  add.type = "button";
  add.className = "rb-button rb-add";
  add.textContent = `Add to ${name}`;
  box.append(legend, list, add);
  let items = [];
  const itemSchema = schema.items || { type: "string" };
  function addItem(value) {
    const child = field(`${name} ${items.length + 1}`, itemSchema, changed);
    const row = document.createElement("div");
    row.className = "rb-array__item";
    const remove = document.createElement("button");
    remove.type = "button";
    remove.className = "rb-button rb-remove";
    remove.textContent = "Remove";
    remove.setAttribute("aria-label", `Remove ${name} ${items.length + 1}`);
    remove.addEventListener("click", () => {
      items = items.filter((item) => item !== entry);
      row.remove();
      changed();
    });
    row.append(child.element, remove);
    list.append(row);
    const entry = { child, row };
    items.push(entry);
    child.set(value);
  }
  add.addEventListener("click", () => {
    addItem(undefined);
    changed();
  });
  return {
    element: box,
    get: () => items.map(({ child }) => child.get()),
    set(value) {
      list.innerHTML = "";
      items = [];
      for (const v of Array.isArray(value) ? value : []) addItem(v);
    },
  };
}

export function buildForm(schema, value, onChange) {
  const form = document.createElement("form");
  form.className = "rb-form";
  let root;
  const changed = () => onChange(root.get());
  root = field("", schema, changed);
  form.append(root.element);
  const submit = document.createElement("button");
  submit.type = "submit";
  submit.className = "md-button md-button--primary rb-button";
  submit.textContent = "Score this";
  form.append(submit);
  root.set(value);
  return { element: form, set: (v) => root.set(v), get: () => root.get() };
}
