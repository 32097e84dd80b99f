/** The emscripten build of the espeak-ng command line shipped by the `espeak-ng` package. */
declare module 'espeak-ng' {
  export interface EspeakFs {
    writeFile(path: string, data: string | Uint8Array): void;
    readFile(path: string): Uint8Array;
  }
  export interface EspeakModule {
    FS: EspeakFs;
  }
  export interface EspeakOptions {
    arguments: string[];
    print?: (text: string) => void;
    printErr?: (text: string) => void;
    onRuntimeInitialized?: () => void;
    instantiateWasm?: (
      imports: WebAssembly.Imports,
      done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
    ) => object;
    FS?: EspeakFs;
  }
  const createEspeak: (options: EspeakOptions) => Promise<EspeakModule>;
  export default createEspeak;
}
