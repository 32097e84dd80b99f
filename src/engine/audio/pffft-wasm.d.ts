/** PFFFT compiled to WASM with SIMD by `@echogarden/pffft-wasm` (the parts pffft.h used here). */
declare module '@echogarden/pffft-wasm/simd' {
  export interface PffftModule {
    HEAPF32: Float32Array;
    _pffft_new_setup(size: number, transform: number): number;
    _pffft_aligned_malloc(bytes: number): number;
    _pffft_transform_ordered(
      setup: number,
      input: number,
      output: number,
      work: number,
      direction: number,
    ): void;
  }
  const PFFFT: () => Promise<PffftModule>;
  export default PFFFT;
}
