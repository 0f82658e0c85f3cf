import { test } from '@playwright/test';
import { clearRaw } from './coverage';

// the browser coverage of this run only: the raw files of a previous run go first
test('clears the previous browser coverage', () => clearRaw());
