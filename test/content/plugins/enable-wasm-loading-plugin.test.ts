/** What content/plugins/enable-wasm-loading-plugin.md says about enabled wasm loading types. */
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';

const PAGE = path.join(ROOT, 'content', 'plugins', 'enable-wasm-loading-plugin.md');
const { EnableWasmLoadingPlugin } = webpack.wasm;

describe('EnableWasmLoadingPlugin', () => {
  it('checkEnabled throws the message the page shows for a web build', () => {
    const shown =
      codeBlocks(PAGE).find((block) => block.lang === 'text' && block.code.includes('EnableWasmLoadingPlugin need'))
        ?.code ?? '';
    const compiler = webpack({ mode: 'production', entry: {} });
    expect(compiler.options.output.enabledWasmLoadingTypes).toEqual(['fetch']);
    expect(() => EnableWasmLoadingPlugin.checkEnabled(compiler, 'async-node')).toThrow(shown);
  });

  it('rejects universal with synchronous WebAssembly, and unknown types', () => {
    expect(() =>
      webpack({
        entry: {},
        experiments: { syncWebAssembly: true },
        output: { enabledWasmLoadingTypes: ['universal'] },
      }),
    ).toThrow('Universal wasm loading type is only supported by asynchronous web assembly.');
    const compiler = webpack({ entry: {} });
    expect(() => new EnableWasmLoadingPlugin('other').apply(compiler)).toThrow('Unsupported wasm loading type other.');
    EnableWasmLoadingPlugin.setEnabled(compiler, 'other2');
    expect(() => EnableWasmLoadingPlugin.checkEnabled(compiler, 'other2')).not.toThrow();
  });
});
