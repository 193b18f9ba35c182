"""Data made here for batch l's topics (11) to (15) (corpus_first_sight_l_11to15.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations


class _Bunch(dict):
    """scikit-learn's Bunch: a dict whose keys are attributes too."""

    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError as error:
            raise AttributeError(name) from error


def fetch_california_housing(*args, as_frame=False, return_X_y=False, **kwargs):
    """scikit-learn's fetch_california_housing (a download from figshare) made here: 400
    districts (not 20,640) of its 8 features (median income, house age, average rooms and
    bedrooms, population, average occupancy, latitude, longitude) in their ranges, and a
    median house value in units of $100,000 (0.15 to 5) that rises with income and rooms."""
    import numpy

    generator = numpy.random.default_rng(1115)
    count = 400
    income = generator.uniform(0.5, 15.0, count)
    age = generator.uniform(1.0, 52.0, count)
    rooms = generator.uniform(2.0, 9.0, count)
    bedrooms = rooms * generator.uniform(0.15, 0.3, count)
    population = generator.uniform(100.0, 5000.0, count)
    occupancy = generator.uniform(1.5, 5.0, count)
    latitude = generator.uniform(32.5, 42.0, count)
    longitude = generator.uniform(-124.3, -114.3, count)
    data = numpy.stack(
        [income, age, rooms, bedrooms, population, occupancy, latitude, longitude], axis=1
    )
    target = 0.35 * income + 0.1 * rooms - 0.005 * age + generator.normal(0.0, 0.3, count)
    target = numpy.clip(target, 0.15, 5.0)
    names = [
        "MedInc",
        "HouseAge",
        "AveRooms",
        "AveBedrms",
        "Population",
        "AveOccup",
        "Latitude",
        "Longitude",
    ]
    if return_X_y:
        return data, target
    return _Bunch(data=data, target=target, feature_names=names, target_names=["MedHouseVal"])
