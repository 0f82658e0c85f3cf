import { describe, expect, it } from 'vitest';
import { buildRequest } from '../../../src/forms/request/buildRequest';
import { resolveSummaryLine } from '../../../src/forms/request/summary';
import { file } from '../fixtures';
import { field, input, request } from './helpers';

/** requirements#request-sources: an isMultiple file field is sent as a list, in the single file's shape. */
describe('request building with a list of files', () => {
  const files = [
    file({ name: 'a.pdf', fileId: 'F-1' }),
    file({ name: 'b.png', fileId: undefined, dataUrl: 'data:image/png;base64,AAAA' }),
  ];

  it('sends each file as its stored id or data URL, in a list; a single file stays one string', async () => {
    const built = await buildRequest(
      request([field({ key: 'docs', value: '{docs}' }), field({ key: 'doc', value: '{doc}' })]),
      input({ values: { docs: files, doc: file({ fileId: 'F-9' }) } }),
    );
    expect(built.body).toEqual({ docs: ['F-1', 'data:image/png;base64,AAAA'], doc: 'F-9' });
  });

  it('joins the ids with commas inside a longer text and in a GET query', async () => {
    const post = await buildRequest(
      request([field({ key: 'note', value: 'files {docs}' })]),
      input({ values: { docs: files } }),
    );
    expect(post.body).toEqual({ note: 'files F-1,data:image/png;base64,AAAA' });
    const get = await buildRequest(
      request([field({ key: 'docs', value: '{docs}' })], { method: 'GET' }),
      input({ values: { docs: [files[0]!, file({ fileId: 'F-2' })] } }),
    );
    expect(get.query).toEqual({ docs: 'F-1,F-2' });
  });

  it('masks the list as its JSON when the field is encrypted', async () => {
    const built = await buildRequest(
      request([field({ key: 'docs', value: '{docs}', encrypt: true })]),
      input({ values: { docs: files }, mask: (plain) => Promise.resolve(`enc(${plain})`) }),
    );
    expect(built.body).toEqual({ docs: 'enc(["F-1","data:image/png;base64,AAAA"])' });
  });

  it("shows the files' names on a review line", () => {
    const line = resolveSummaryLine(
      { label: { en: 'Files' }, from: 'value', key: 'docs', format: 'text' },
      { docs: files },
      [],
      null,
    );
    expect(line.value).toBe('a.pdf, b.png');
  });
});
