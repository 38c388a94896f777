/** The Cookie header a browser sends after this response set its cookies. */
export function cookiesOf(response: Response): Headers {
  return new Headers({
    cookie: response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; "),
  });
}
