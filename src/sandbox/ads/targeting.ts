/**
 * The targeting the sandbox's simulated Meta knows: a small fixed catalog of interests, regions and
 * cities (ours; the docs show only the searches: ads docs, get-ad-interests, -regions, -cities). Ids are numbers as the boost sample's `interests` are; region and city ids are text.
 */
export interface Interest {
	id: number;
	name: string;
	path: string[];
	audienceSizeLowerBound: number;
	audienceSizeUpperBound: number;
}

export interface Region {
	id: string;
	name: string;
	countryCode: string;
	countryName: string;
}

export interface City {
	id: string;
	name: string;
	regionId: string;
	region: string;
	countryCode: string;
}

const INTEREST_ROWS: Array<[number, string, string]> = [
	[6003107902433, 'Association football (Soccer)', 'Sports and outdoors'],
	[6003397425735, 'Tennis', 'Sports and outdoors'],
	[6003512615894, 'Running', 'Fitness and wellness'],
	[6003277229526, 'Yoga', 'Fitness and wellness'],
	[6003384248805, 'Physical fitness', 'Fitness and wellness'],
	[6003020834693, 'Music', 'Entertainment'],
	[6003195554098, 'Rhythm and blues music', 'Entertainment'],
	[6003225556345, 'Jazz music', 'Entertainment'],
	[6003582732907, 'Rock music', 'Entertainment'],
	[6003139266461, 'Movies', 'Entertainment'],
	[6003348604581, 'Baking', 'Food and drink'],
	[6003668857118, 'Bread', 'Food and drink'],
	[6003436950649, 'Coffee', 'Food and drink'],
	[6003385609165, 'Vegetarianism', 'Food and drink'],
	[6003240742699, 'Cooking', 'Food and drink'],
	[6003247790075, 'Books', 'Hobbies and activities'],
	[6003462707303, 'Reading', 'Hobbies and activities'],
	[6003054884732, 'Gardening', 'Hobbies and activities'],
	[6003371567474, 'Photography', 'Hobbies and activities'],
	[6003263791114, 'Shopping', 'Shopping and fashion'],
	[6003346592981, 'Online shopping', 'Shopping and fashion'],
	[6003456388203, 'Fashion', 'Shopping and fashion'],
	[6003985771306, 'Technology', 'Technology'],
	[6003017204650, 'Computer programming', 'Technology'],
	[6003402305839, 'Small business', 'Business and industry'],
	[6003279598823, 'Marketing', 'Business and industry'],
	[6003371567400, 'Travel', 'Travel'],
	[6003430696269, 'Beaches', 'Travel'],
];

export const INTERESTS: Interest[] = INTEREST_ROWS.map(([id, name, topic]) => {
	const lower = 1_000_000 + (id % 97) * 2_500_000;
	return {
		id,
		name,
		path: ['Interests', topic, name],
		audienceSizeLowerBound: lower,
		audienceSizeUpperBound: Math.round(lower * 1.18),
	};
});

const COUNTRY_NAMES: Record<string, string> = {
	US: 'United States',
	CA: 'Canada',
	GB: 'United Kingdom',
	DE: 'Germany',
	FR: 'France',
	AU: 'Australia',
};

const REGION_ROWS: Array<[string, string, string]> = [
	['3843', 'Alabama', 'US'],
	['3844', 'Alaska', 'US'],
	['3847', 'California', 'US'],
	['3851', 'Florida', 'US'],
	['3856', 'Illinois', 'US'],
	['3875', 'New York', 'US'],
	['3886', 'Texas', 'US'],
	['3893', 'Washington', 'US'],
	['526', 'Alberta', 'CA'],
	['527', 'British Columbia', 'CA'],
	['533', 'Ontario', 'CA'],
	['535', 'Quebec', 'CA'],
	['1100', 'England', 'GB'],
	['1101', 'Scotland', 'GB'],
	['1590', 'Bavaria', 'DE'],
	['1593', 'Berlin', 'DE'],
	['1190', 'Ile-de-France', 'FR'],
	['178', 'New South Wales', 'AU'],
	['180', 'Victoria', 'AU'],
];

export const REGIONS: Region[] = REGION_ROWS.map(([id, name, countryCode]) => ({
	id,
	name,
	countryCode,
	countryName: COUNTRY_NAMES[countryCode],
}));

const CITY_ROWS: Array<[string, string, string]> = [
	['2490299', 'New York', '3875'],
	['2490346', 'Manhattan', '3875'],
	['2490171', 'Brooklyn', '3875'],
	['2420379', 'Los Angeles', '3847'],
	['2421836', 'San Francisco', '3847'],
	['2421628', 'San Diego', '3847'],
	['2438866', 'Chicago', '3856'],
	['2418779', 'Houston', '3886'],
	['2418956', 'Austin', '3886'],
	['2430536', 'Miami', '3851'],
	['2442047', 'Seattle', '3893'],
	['2411773', 'Anchorage', '3844'],
	['2407391', 'Birmingham', '3843'],
	['296875', 'Toronto', '533'],
	['293112', 'Montreal', '535'],
	['298588', 'Vancouver', '527'],
	['1025354', 'London', '1100'],
	['1021919', 'Manchester', '1100'],
	['1029211', 'Edinburgh', '1101'],
	['544394', 'Munich', '1590'],
	['550034', 'Berlin', '1593'],
	['1001293', 'Paris', '1190'],
	['1140026', 'Sydney', '178'],
	['1136498', 'Melbourne', '180'],
];

const REGION_BY_ID = new Map(REGIONS.map((region) => [region.id, region]));

export const CITIES: City[] = CITY_ROWS.map(([id, name, regionId]) => {
	const region = REGION_BY_ID.get(regionId) as Region;
	return { id, name, regionId, region: region.name, countryCode: region.countryCode };
});

export const INTEREST_IDS = new Set(INTERESTS.map((interest) => interest.id));
export const REGION_IDS = new Set(REGIONS.map((region) => region.id));
export const CITY_IDS = new Set(CITIES.map((city) => city.id));

const matches = (name: string, search: string | undefined): boolean =>
	!search || name.toLowerCase().includes(search.toLowerCase());

export function searchInterests(search: string, limit: number): Interest[] {
	return INTERESTS.filter((interest) => matches(interest.name, search)).slice(0, limit);
}

/** Regions whose name or country matches; every region without a search. */
export function searchRegions(search: string | undefined, limit: number): Region[] {
	return REGIONS.filter(
		(region) =>
			matches(region.name, search) ||
			matches(region.countryName, search) ||
			region.countryCode === search?.toUpperCase(),
	).slice(0, limit);
}

export function searchCities(
	query: { search?: string; countryCode?: string; regionId?: string },
	limit: number,
): City[] {
	return CITIES.filter(
		(city) =>
			matches(city.name, query.search) &&
			(!query.countryCode || city.countryCode === query.countryCode.toUpperCase()) &&
			(!query.regionId || city.regionId === query.regionId),
	).slice(0, limit);
}
