// Header-only target: the typedefs in include/FoodModelABI.h.
