import * as z from 'zod/mini';

export const FOR_SALE_REQUIRED = 'Required';

/** Spec 000 §2 screen 3: 'Is this property currently for sale?' Yes/No. */
export const forSaleScreenShape = { isListedForSale: z.boolean({ error: FOR_SALE_REQUIRED }) };
export const forSaleScreenSchema = z.strictObject(forSaleScreenShape);
export type ForSaleScreen = z.infer<typeof forSaleScreenSchema>;
