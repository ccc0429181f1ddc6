// @ts-check
/**
 * Adds one file of our own to a build's output (`pages.json` beside a remote's manifest, the shell's early script),
 * at the stage where a build adds assets; it is compressed and hashed like the rest from there.
 */
export class EmitFilePlugin {
  /**
   * @param {string} file  its name in the output folder
   * @param {() => string | Buffer | Promise<string | Buffer>} content  read when the build emits it
   */
  constructor(file, content) {
    this.file = file;
    this.content = content;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'EmitFilePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => compilation.emitAsset(this.file, new sources.RawSource(await this.content())),
      );
    });
  }
}
