// A form generated from a calculator's JSON Schema, kept in sync with its JSON.
// Handles what the calculators use: objects, enums, integers, booleans, strings,
// nullable values, arrays (with add and remove) and modes (oneOf objects with a "mode"
// constant). Another oneOf is edited as its first branch (a row as text, say); anything
// else stays JSON-only.
//
// The form and the JSON always say the same thing: a field the JSON leaves out shows
// the schema's default, or "(not given)" when the schema has none, and an edit writes
// only what the reader changed (plus what was already there), never a value the form
// merely displayed. Every control carries data-path, its place in the JSON.

import { t } from "./words.mjs";

let counter = 0;
const uid = (name) => `rb-f-${name.replace(/[^a-z0-9]/gi, "")}-${++counter}`;
export const NOT_GIVEN = t("(not given)");

function kindOf(schema) {
  if (schema.enum) return "enum";
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  return type || (schema.properties ? "object" : "string");
}

// "give_back" -> "Give back": a schema without titles still reads as words.
export function humanize(name) {
  const words = String(name).replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const hasDefault = (schema) => Object.prototype.hasOwnProperty.call(schema, "default");
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

function labelled(name, schema, control) {
  const wrap = document.createElement("div");
  wrap.className = "rb-field";
  const label = document.createElement("label");
  label.htmlFor = control.id;
  label.textContent = schema.title || humanize(name);
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

// Each builder returns {element, get(), set(value)}; get() gives undefined for "leave it out".
// `optional`: the field may be left out of the JSON.
function field(name, schema, changed, path, optional) {
  if (schema.oneOf && schema.oneOf.every((b) => b.properties?.mode?.const !== undefined)) {
    return modesField(name, schema, changed, path);
  }
  if (schema.oneOf) {
    const { oneOf, ...rest } = schema;
    return field(name, { ...oneOf[0], ...rest }, changed, path, optional);
  }
  if (schema.const !== undefined) return { element: document.createElement("span"), get: () => schema.const, set() {} };
  const kind = kindOf(schema);
  if (kind === "object") return objectField(name, schema, changed, path, optional);
  if (kind === "array") return arrayField(name, schema, changed, path);
  const blank = optional && !hasDefault(schema);  // absent means something the form cannot show
  let control;
  if (kind === "enum" || (kind === "boolean" && blank)) {
    control = document.createElement("select");
    if (blank) control.append(new Option(NOT_GIVEN, ""));
    const values = kind === "enum" ? schema.enum : [true, false];
    for (const option of values) {
      const text = option === null ? "(none)" : option === true ? "yes" : option === false ? "no" : String(option);
      control.append(new Option(text, JSON.stringify(option)));
    }
  } else {
    control = document.createElement("input");
    control.type = kind === "boolean" ? "checkbox" : kind === "integer" || kind === "number" ? "number" : "text";
    if (schema.minimum !== undefined) control.min = schema.minimum;
    if (schema.maximum !== undefined) control.max = schema.maximum;
  }
  control.id = uid(name);
  control.name = name;
  control.dataset.path = path;
  control.addEventListener(control.type === "checkbox" || control.tagName === "SELECT" ? "change" : "input", changed);
  const nullable = Array.isArray(schema.type) && schema.type.includes("null");
  // a required value the JSON leaves out (a new item in a list) starts as the smallest allowed
  const start = kind === "integer" || kind === "number" ? (schema.minimum ?? 0) : kind === "boolean" ? false : "";
  const fallback = hasDefault(schema) ? schema.default : optional ? undefined : start;
  return {
    element: labelled(name, schema, control),
    get() {
      if (control.tagName === "SELECT") return control.value === "" ? undefined : JSON.parse(control.value);
      if (kind === "boolean") return control.checked;
      if (control.value === "") return nullable ? null : optional ? undefined : "";
      return kind === "integer" || kind === "number" ? Number(control.value) : control.value;
    },
    set(value) {
      const shown = value === undefined ? fallback : value;
      if (control.tagName === "SELECT") {
        const wanted = shown === undefined ? (blank ? "" : JSON.stringify(schema.enum ? schema.enum[0] : false)) : JSON.stringify(shown);
        control.value = wanted;
        if (control.value !== wanted) control.value = blank ? "" : control.options[0].value;
      } else if (kind === "boolean") control.checked = Boolean(shown);
      else control.value = shown ?? "";
    },
  };
}

function objectField(name, schema, changed, path, optional) {
  const box = document.createElement(name ? "fieldset" : "div");
  // An optional part without a default (an expansion, say) is switched on by a checkbox.
  const toggle = name && optional && !hasDefault(schema) ? document.createElement("input") : null;
  if (name) {
    const legend = document.createElement("legend");
    const title = schema.title || humanize(name);
    if (toggle) {
      toggle.type = "checkbox";
      toggle.id = uid(name);
      toggle.dataset.path = path;
      toggle.dataset.toggle = "";
      const label = document.createElement("label");
      label.htmlFor = toggle.id;
      label.textContent = title;
      legend.append(toggle, " ", label);
      toggle.addEventListener("change", () => { enable(); changed(); });
    } else {
      legend.textContent = title;
    }
    box.append(legend);
  }
  const required = new Set(schema.required || []);
  const children = Object.entries(schema.properties || {}).map(
    ([key, sub]) => [key, field(key, sub, changed, `${path}/${key}`, !required.has(key))]);
  for (const [, child] of children) box.append(child.element);
  if (schema.description && name) {
    const help = document.createElement("small");
    help.className = "rb-field__help";
    help.textContent = schema.description;
    box.append(help);
  }
  let present = new Set();  // keys the JSON held when it was last read: they stay written
  function enable() {
    if (!toggle) return;
    for (const control of box.querySelectorAll("input, select, button")) {
      if (control !== toggle) control.disabled = !toggle.checked;
    }
  }
  return {
    element: box,
    get() {
      if (toggle && !toggle.checked) return undefined;
      const value = {};
      for (const [key, child] of children) {
        const v = child.get();
        if (v === undefined) continue;
        const sub = schema.properties[key];
        const left = !required.has(key) && !present.has(key) && hasDefault(sub) && same(v, sub.default);
        if (!left) value[key] = v;
      }
      return value;
    },
    set(value) {
      const given = value && typeof value === "object" ? value : undefined;
      present = new Set(Object.keys(given || {}));
      if (toggle) toggle.checked = given !== undefined;
      const shown = given ?? (hasDefault(schema) ? schema.default : undefined);
      for (const [key, child] of children) child.set(shown ? shown[key] : undefined);
      enable();
    },
  };
}

// A calculator with two ways in (the whole position, or a tally): oneOf objects told
// apart by their "mode" constant. A select picks the mode; only its fields are shown.
function modesField(name, schema, changed, path) {
  const box = document.createElement("div");
  const branches = schema.oneOf.map((branch) => ({ branch, mode: branch.properties.mode.const }));
  const pick = document.createElement("select");
  pick.id = uid("mode");
  pick.dataset.path = `${path}/mode`;
  pick.dataset.mode = "";
  for (const { branch, mode } of branches) pick.append(new Option(branch.title || mode, mode));
  const built = branches.map(({ branch }) => objectField("", branch, changed, path, false));
  box.append(labelled("mode", { title: t("Mode"), description: schema.description }, pick), ...built.map((b) => b.element));
  const show = () => built.forEach((b, i) => {
    b.element.hidden = branches[i].mode !== pick.value;
    // the hidden mode's controls are out of the form (and of the keyboard's way)
    for (const control of b.element.querySelectorAll("[data-path]")) control.disabled = b.element.hidden;
  });
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
      // the other mode's fields start from their defaults, ready for a switch
      built.forEach((b, i) => b.set(branches[i].mode === pick.value ? value : undefined));
      show();
    },
  };
}

function arrayField(name, schema, changed, path) {
  const box = document.createElement("fieldset");
  box.className = "rb-array";
  const legend = document.createElement("legend");
  const title = schema.title || humanize(name);
  legend.textContent = title;
  const list = document.createElement("div");
  const add = document.createElement("button");
  add.type = "button";
  add.className = "md-button rb-button rb-add";
  add.textContent = t("Add to {what}", { what: title.toLowerCase() });
  box.append(legend, list, add);
  let items = [];
  const itemSchema = schema.items || { type: "string" };
  const itemName = itemSchema.title || title;
  function addItem(value) {
    const index = items.length;
    const label = `${itemName} ${index + 1}`;
    const child = field(label, { ...itemSchema, title: label }, changed, `${path}/${index}`, false);
    const row = document.createElement("div");
    row.className = "rb-array__item";
    const remove = document.createElement("button");
    remove.type = "button";
    remove.className = "md-button rb-button rb-remove";
    remove.textContent = t("Remove");
    remove.setAttribute("aria-label", t("Remove {what} {n}", { what: itemName.toLowerCase(), n: index + 1 }));
    remove.addEventListener("click", () => {
      const values = items.filter((item) => item !== entry).map((item) => item.child.get());
      setAll(values);
      changed();
      (list.querySelector(".rb-remove") || add).focus();
    });
    row.append(child.element, remove);
    list.append(row);
    const entry = { child, row };
    items.push(entry);
    child.set(value);
  }
  function setAll(values) {
    list.innerHTML = "";
    items = [];
    for (const v of values) addItem(v);
  }
  add.addEventListener("click", () => {
    addItem(undefined);
    changed();
    items.at(-1).row.querySelector("input, select")?.focus();
  });
  return {
    element: box,
    get: () => items.map(({ child }) => child.get()),
    set: (value) => setAll(Array.isArray(value) ? value : hasDefault(schema) && Array.isArray(schema.default) ? schema.default : []),
  };
}

// The form; Enter in a field asks for a score (onSubmit), there is no second score button.
export function buildForm(schema, value, onChange, onSubmit) {
  const form = document.createElement("form");
  form.className = "rb-form";
  let root;
  const changed = () => onChange(root.get());
  root = field("", schema, changed, "", false);
  form.append(root.element);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    onSubmit?.();
  });
  form.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && event.target.tagName === "INPUT" && event.target.type !== "checkbox") {
      event.preventDefault();
      onSubmit?.();
    }
  });
  root.set(value);
  return { element: form, set: (v) => root.set(v), get: () => root.get() };
}
