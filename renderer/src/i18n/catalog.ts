/**
 * The shape every language's catalog has: the English catalog's keys, each holding a string. A German or Portuguese
 * catalog typed with it fails to compile when it lacks a key of the English one or has one the English lacks
 * (catalog.test.ts checks the same at run time, with the placeholders each text carries).
 */
export type CatalogShape<T> = { readonly [K in keyof T]: T[K] extends string ? string : CatalogShape<T[K]> };
