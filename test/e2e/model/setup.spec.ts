import { test } from '@playwright/test';
import { clearRaw } from './coverage';
import { clearStoryboard } from './storyboard';

// the browser coverage of this run only: the raw files of a previous run go first
test('clears the previous browser coverage', () => clearRaw());

// the storyboard's screens of this run only (the previous manifest stays, to mark what changed)
test('clears the previous storyboard screens', () => clearStoryboard());
