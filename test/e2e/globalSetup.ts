import { clearRaw } from './model/coverage';
import { clearStoryboard } from './model/storyboard';

/**
 * Before any test of a run: the browser coverage and the storyboard's screens of this run only
 * (a previous run's raw coverage files go; its storyboard manifest stays, to mark what changed).
 * A setup function, not a project the model paths depend on: a dependency would hold every model
 * path back until the phase before it (the main specs) had ended.
 */
export default function globalSetup(): void {
  clearRaw();
  clearStoryboard();
}
