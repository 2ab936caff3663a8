// The interface language: Swedish, German or English.
//
// Interface messages are written in English (`t("Create table")`, or
// `data-i18n="Create table"` on an HTML element) and translated by the server's
// GET /api/i18n/{lang}, which reads spelbord/web/locale/<lang>/LC_MESSAGES/web.po.
// The games' own words come translated in every state the server sends.

export const LANGUAGES = ["sv", "de", "en"];
const STORAGE_KEY = "spelbord.lang";
let messages = {};

/** The chosen language: the one stored in this browser, else the browser's own, else English. */
export function currentLang() {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (LANGUAGES.includes(stored)) return stored;
  for (const tag of navigator.languages || [navigator.language]) {
    const code = (tag || "").slice(0, 2).toLowerCase();
    if (LANGUAGES.includes(code)) return code;
  }
  return "en";
}

/** Fetch the translations of `lang` and translate the page's fixed texts. */
export async function loadLanguage(lang) {
  try {
    const response = await fetch(`/api/i18n/${lang}`);
    messages = response.ok ? await response.json() : {};
  } catch {
    messages = {};  // offline or server away: English stays readable
  }
  document.documentElement.lang = lang;
  translatePage();
}

/** The translation of `msgid`, its `{name}` placeholders filled from `params`. */
export function t(msgid, params = {}) {
  const text = messages[msgid] || msgid;
  return text.replace(/\{(\w+)\}/g, (whole, key) => (key in params ? String(params[key]) : whole));
}

/** Translate the elements that carry `data-i18n` (text) or `data-i18n-<attribute>`. */
export function translatePage(root = document) {
  for (const element of root.querySelectorAll("[data-i18n]")) {
    element.textContent = t(element.dataset.i18n);
  }
  for (const attribute of ["placeholder", "title", "aria-label"]) {
    const name = `data-i18n-${attribute}`;
    for (const element of root.querySelectorAll(`[${name}]`)) {
      element.setAttribute(attribute, t(element.getAttribute(name)));
    }
  }
}

/** Wire a <select> of languages: it shows the current one; a change is stored and applied. */
export function languageSwitch(select, onChange) {
  select.value = currentLang();
  select.addEventListener("change", async () => {
    localStorage.setItem(STORAGE_KEY, select.value);
    await loadLanguage(select.value);
    onChange(select.value);
  });
}
