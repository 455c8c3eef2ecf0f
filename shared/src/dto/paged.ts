/** The list shape of spec section 3 ("list response: data, current_page, total"). */
export interface PagedDto<T> {
  data: T[];
  current_page: number;
  total: number;
}
