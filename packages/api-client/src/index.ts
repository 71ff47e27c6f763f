/** @inkshelf/api-client: a typed function per API call, the spec's error rule, query keys and options. */
export {};
