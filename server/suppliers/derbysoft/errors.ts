import { classifyByStatus, type HttpRequest, type HttpResponse } from '../http';
import { SupplierError, type SupplierErrorKind } from '../types';
import { derbyErrorBody } from './wire';

/**
 * DerbySoft error codes by what they mean for us. Only InvalidField, HotelNotFound and the four "outcome unknown"
 * codes are documented; the rest are names seen in the wild or used by the simulator, matched loosely.
 */
const DEFINITE: Record<string, SupplierErrorKind> = {
  invalidfield: 'validation',
  invalidrequest: 'validation',
  hotelnotfound: 'not_found',
  reservationnotfound: 'not_found',
  notfound: 'not_found',
  noavailability: 'sold_out',
  roomnotavailable: 'sold_out',
  soldout: 'sold_out',
  pricechanged: 'price_changed',
  ratechanged: 'price_changed',
  unauthorized: 'auth',
};

/** The outcome of a reservation call that fails with these is unknown: it may have been made. */
const TRANSIENT = new Set(['system', 'unknown', 'neterror', 'timeout']);

export const classifyDerbyError = (res: HttpResponse, req: HttpRequest): SupplierError => {
  const parsed = derbyErrorBody.safeParse(res.body);
  // An error body we cannot read still says what its status says.
  const body = parsed.success ? parsed.data : {};
  const code = body.errorCode;
  const text = body.errorMessage ?? body.error ?? `HTTP ${res.status}`;
  const message = `${req.operation}: ${code ? `${code}: ` : ''}${text}`;
  const details = { status: res.status, operation: req.operation, ...(code ? { supplierCode: code } : {}) };
  if (code) {
    const key = code.toLowerCase();
    const kind = DEFINITE[key];
    if (kind) return new SupplierError('derbysoft', kind, message, { ...details, retryable: false });
    if (TRANSIENT.has(key)) {
      if (req.commits) return new SupplierError('derbysoft', 'unknown_outcome', message, { ...details, retryable: false });
      return new SupplierError('derbysoft', key === 'timeout' ? 'timeout' : 'unavailable', message, details);
    }
    if (req.commits) return new SupplierError('derbysoft', 'unknown_outcome', message, { ...details, retryable: false });
    return new SupplierError('derbysoft', 'unavailable', message, { ...details, retryable: false });
  }
  return classifyByStatus('derbysoft', res, req, text);
};
