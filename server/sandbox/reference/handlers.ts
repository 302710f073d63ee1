import { paginate, paginationParams } from '@/lib/partner-api/pagination';
import { notFound } from '../kernel/errors';
import { requireObjectId } from '../kernel/ids';
import type { OperationHandlers } from '../kernel/types';
import { findCountryById, findGradeById, organizationById, selectableCountries } from './reference-state';

/** Reference reads of spec §4.2, with its exact messages. */
export const referenceHandlers: OperationHandlers = {
  listCountries: ({ sandbox, query }) => {
    const { page, limit } = paginationParams(query);
    return {
      message: 'Countries fetched successfully.',
      ...paginate(selectableCountries(sandbox.state.reference), page, limit),
    };
  },
  getCountry: ({ sandbox, params }) => {
    const country = findCountryById(sandbox.state.reference, requireObjectId(params.id!));
    if (!country) throw notFound('Country not found!');
    return { message: 'Country fetched successfully.', data: country };
  },
  listGrades: ({ sandbox, query }) => {
    const { page, limit } = paginationParams(query);
    return { message: 'Grades fetched successfully.', ...paginate(sandbox.state.reference.grades, page, limit) };
  },
  getGrade: ({ sandbox, params }) => {
    const grade = findGradeById(sandbox.state.reference, requireObjectId(params.id!));
    if (!grade) throw notFound('Grade not found!');
    return { message: 'Grade fetched successfully.', data: grade };
  },
  listOrganizations: ({ sandbox, query }) => {
    const { page, limit } = paginationParams(query);
    return {
      message: 'Organizations fetched successfully.',
      ...paginate(sandbox.state.reference.organizations, page, limit),
    };
  },
  getOrganization: ({ sandbox, params }) => {
    const organization = organizationById(sandbox.state.reference, requireObjectId(params.id!));
    if (!organization) throw notFound('Organization not found!');
    return { message: 'Organization fetched successfully.', data: organization };
  },
};
