// Types of scripts/precompress-static.mjs (plain JavaScript: next.config.mjs imports it).
export declare function precompressStatic(build: { projectDir: string; distDir: string }): Promise<number>;
