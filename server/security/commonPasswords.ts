import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * Issue 19 defect 11 — ASVS 5.0 6.2.4 (common and breached passwords), offline: zxcvbn-ts with its
 * common-language dictionaries (the most used passwords of public breaches, names, keyboard runs).
 * A password it would guess within 10^6 tries (score 0 or 1: `Password1!`, `Qwerty123!`,
 * `P@ssw0rd`) is refused; the user's own login and names count as known words.
 */
let configured = false;
function configure(): void {
  if (configured) return;
  zxcvbnOptions.setOptions({ dictionary, graphs: adjacencyGraphs });
  configured = true;
}

/** zxcvbn looks at the first characters only: longer passwords are not guessable by it anyway. */
const MAX_CHECKED = 100;

export function isCommonPassword(password: string, userInputs: readonly string[] = []): boolean {
  configure();
  const inputs = userInputs.filter((input) => input.length >= 3).map((input) => input.toLowerCase());
  return zxcvbn(password.slice(0, MAX_CHECKED), inputs).score <= 1;
}
