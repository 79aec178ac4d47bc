/** One message: plain text with `{name}` placeholders, or one text per Intl plural category of `{count}`. */
export type Message = string | ({ other: string } & Partial<Record<Intl.LDMLPluralRule, string>>);
export type Catalogue = Readonly<Record<string, Message>>;
